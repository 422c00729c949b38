import { ListTodo, Network, SquareKanban, type LucideIcon } from 'lucide-react';
import { z } from 'zod';
import type { Usage } from '@shared/api/auth';
import type { DashboardKind } from '@shared/api/dashboard';
import { MESSAGES } from '@shared/messages';
import { api, ApiError, FN } from '../api-client';
import type { ViewedKind } from '../last-viewed';

/** What the dashboard and the workspace page read of a map, a to-do list or a board. */
export const workspaceItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type WorkspaceItem = z.infer<typeof workspaceItemSchema>;

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
  list(): Promise<WorkspaceItem[]>;
  create(input: DeviceCreateInput): Promise<{ id?: string }>;
}

/** An array, or the array under `key` (the contract allows both); other fields are not read. */
function listAnswer(key: string) {
  const items = z.array(workspaceItemSchema);
  return z.union([items, z.object({ [key]: items }).transform((answer) => answer[key]!)]);
}

/** The to-do lists; the unassigned group (id null) is not a list one can open. */
const todoListsAnswer = z
  .array(workspaceItemSchema.extend({ id: z.string().nullable() }))
  .transform((lists) => lists.filter((list): list is WorkspaceItem => list.id !== null));

/**
 * GET `path`, validated. A 404 means the route is not deployed yet (boards while their routes are being
 * built): nothing to show rather than an error.
 */
async function fetchList(path: string, schema: z.ZodType<WorkspaceItem[]>): Promise<WorkspaceItem[]> {
  try {
    return schema.parse(await api<unknown>(path));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
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
    list: () => fetchList(`${FN}/mindmaps`, listAnswer('maps')),
    create: (input) => api(`${FN}/mindmaps`, { method: 'POST', body: { data: input } }),
  },
  {
    kind: 'todolist',
    metric: 'todoLists',
    icon: ListTodo,
    label: 'Todo lists',
    noun: 'to-do list',
    tab: 'Todos',
    empty: 'No todo lists found.',
    untitled: 'Untitled list',
    listPage: '/todos',
    limitMessage: MESSAGES.todoListLimit,
    open: (id) => `/todos/${id}`,
    list: () => fetchList(`${FN}/todo-lists`, todoListsAnswer),
    create: (input) => api(`${FN}/todo-lists`, { method: 'POST', body: input }),
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
    list: () => fetchList(`${FN}/boards`, listAnswer('boards')),
    create: (input) => api(`${FN}/boards`, { method: 'POST', body: input }),
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
export function itemTitle(source: ItemSource, item: WorkspaceItem): string {
  return item.title.trim() || source.untitled;
}

/** The items most recently changed first (their updated_at, else created_at). */
export function byRecentUpdate(items: readonly WorkspaceItem[]): WorkspaceItem[] {
  const time = (item: WorkspaceItem) => Date.parse(item.updated_at ?? item.created_at ?? '') || 0;
  return [...items].sort((a, b) => time(b) - time(a));
}

export const workspaceItemKeys = {
  all: ['workspace-items'] as const,
  list: (kind: ViewedKind) => ['workspace-items', kind] as const,
};
