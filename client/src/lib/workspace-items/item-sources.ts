import { ListTodo, Network, SquareKanban, type LucideIcon } from 'lucide-react';
import type { QueryKey } from '@tanstack/react-query';
import type { Usage } from '@shared/api/auth';
import type { DashboardKind } from '@shared/api/dashboard';
import { MESSAGES } from '@shared/messages';
import type { ViewedKind } from '../last-viewed';
import { createBoard } from './create-board';
import { createMindmap } from './create-mindmap';
import { createTodoList } from './create-todo-list';
import { BOARDS_KEY, boardsQuery } from './get-boards';
import { MINDMAPS_KEY, mindmapsQuery } from './get-mindmaps';
import { TODO_LISTS_KEY, todoListsQuery } from './get-todo-lists';

/** What the dashboard and the workspace page read of a map, a to-do list or a board. */
export interface WorkspaceItem {
  id: string;
  title: string;
  description: string;
  created_at: string | null;
  updated_at: string | null;
}

/** An entry of a list answer: an item, or the to-do lists' unassigned group, whose id is null. */
export type ListedItem = Omit<WorkspaceItem, 'id'> & { id: string | null };

export interface CreateItemInput {
  title: string;
  description: string;
}

/** A create made on this device: its id and time come with it (lib/offline/pending-creates). */
export interface DeviceCreateInput extends CreateItemInput {
  id?: string;
  createdAt?: string;
}

/** One kind of workspace item: where its list comes from, how one is made and opened. */
export interface ItemSource {
  kind: ViewedKind;
  /** Its key in the usage answer, the plan limits and GET {fn}/dashboard-metrics. */
  metric: DashboardKind;
  icon: LucideIcon;
  /** A plural heading ('Mind maps'). */
  label: string;
  /** One of them, in a sentence ('mind map'). */
  noun: string;
  /** The tab on the workspace page. */
  tab: string;
  /** The list page's text when there are none. */
  empty: string;
  /** The shown title of an item whose title is blank. */
  untitled: string;
  /** The list page (See All). */
  listPage: string;
  limitMessage: string;
  open(id: string): string;
  /** The list's query, which every screen listing this kind shares. */
  listQuery(): { queryKey: QueryKey; queryFn: () => Promise<readonly ListedItem[]> };
  /** What reloads that list after a creation. */
  listKey: QueryKey;
  create(input: DeviceCreateInput): Promise<{ id?: string }>;
}

/** Maps, to-do lists and boards, in the dashboard's order; a new kind of item is one more entry. */
export const ITEM_SOURCES: readonly ItemSource[] = [
  {
    kind: 'mindmap',
    metric: 'mindmaps',
    icon: Network,
    label: 'Mind maps',
    noun: 'mind map',
    tab: 'Mind Map',
    empty: 'No mind maps found.',
    untitled: 'Untitled Map',
    listPage: '/mindmaps',
    limitMessage: MESSAGES.mindmapLimit,
    open: (id) => `/maps/${id}`,
    listQuery: mindmapsQuery,
    listKey: MINDMAPS_KEY,
    create: createMindmap,
  },
  {
    kind: 'todolist',
    metric: 'todoLists',
    icon: ListTodo,
    label: 'To-do lists',
    noun: 'to-do list',
    tab: 'Todos',
    empty: 'No todo lists found.',
    untitled: 'Untitled list',
    listPage: '/todos',
    limitMessage: MESSAGES.todoListLimit,
    open: (id) => `/todos/${id}`,
    listQuery: todoListsQuery,
    listKey: TODO_LISTS_KEY,
    create: createTodoList,
  },
  {
    kind: 'board',
    metric: 'boards',
    icon: SquareKanban,
    label: 'Kanban boards',
    noun: 'Kanban board',
    tab: 'Kanban',
    empty: 'No Kanban found.',
    untitled: 'Board',
    listPage: '/kanban',
    limitMessage: MESSAGES.boardLimit,
    open: (id) => `/kanban/${id}`,
    listQuery: boardsQuery,
    listKey: BOARDS_KEY,
    create: createBoard,
  },
];

/** The source of one kind of item. */
export function itemSource(kind: ViewedKind): ItemSource {
  return ITEM_SOURCES.find((source) => source.kind === kind)!;
}

/** The /workspace tab that a `?tab=` value names: a kind of item, else the maps'. */
export function workspaceTab(value: string | null): ViewedKind {
  return ITEM_SOURCES.find((source) => source.kind === value)?.kind ?? 'mindmap';
}

/** Whether the plan has room for one more item of this kind. */
export function hasRoomFor(source: ItemSource, usage: Usage): boolean {
  return usage[source.metric] < usage.limits[source.metric];
}

/** The shown title. */
export function itemTitle(source: ItemSource, item: Pick<WorkspaceItem, 'title'>): string {
  return item.title.trim() || source.untitled;
}

/** The items most recently changed first (their updated_at, else created_at). */
export function byRecentUpdate(items: readonly WorkspaceItem[]): WorkspaceItem[] {
  const time = (item: WorkspaceItem) => Date.parse(item.updated_at ?? item.created_at ?? '') || 0;
  return [...items].sort((a, b) => time(b) - time(a));
}
