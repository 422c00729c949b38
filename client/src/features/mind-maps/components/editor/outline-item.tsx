import { ChevronRight, CircleCheck, ListTodo } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { type TodoMark, todoMarkOf } from '../canvas/node-sprites';
import type { SceneModel } from '../canvas/scene-model';
import type { OutlineRows } from './outline-rows';

/** Every row is this tall, so the virtual list never measures one. */
export const OUTLINE_ROW_HEIGHT = 30;
/** How far each level is indented, and where its guide line runs. */
const INDENT = 16;
/** Levels past this are drawn at this indentation (their aria-level still says how deep they are). */
const MAX_INDENT_LEVELS = 12;

/** The canvas's to-do badges in words, for the outline's readers. */
const TODO_BADGES: Record<Exclude<TodoMark, 'none'>, { icon: typeof ListTodo; text: string }> = {
  'has-todo': { icon: ListTodo, text: 'to-do list' },
  'todo-complete': { icon: CircleCheck, text: 'to-do list complete' },
};

/** The badge as an icon; the item's accessible name says it in words ("Label, to-do list"). */
function TodoBadge({ mark }: { mark: TodoMark }) {
  if (mark === 'none') return null;
  const { icon: Icon, text } = TODO_BADGES[mark];
  return (
    <span className={`outline-panel__todo outline-panel__todo--${mark}`} title={text} aria-hidden="true">
      <Icon />
    </span>
  );
}

export interface OutlineItemProps {
  model: SceneModel;
  rows: OutlineRows;
  row: number;
  top: number;
  /** The one tabbable item (roving tabindex). */
  active: boolean;
  selected: boolean;
  marks: ReadonlyMap<string, TodoMark>;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onPick(row: number): void;
  onToggleFolded(id: string): void;
}

/** One node of the outline's tree: indentation guides, its fold chevron, its label and to-do badge. */
export function OutlineItem({
  model,
  rows,
  row,
  top,
  active,
  selected,
  marks,
  ...handlers
}: OutlineItemProps) {
  const index = rows.node[row] ?? 0;
  const node = model.nodes[index];
  const id = model.ids[index] ?? '';
  const label = node?.label.trim() || 'Untitled';
  const level = rows.level[row] ?? 1;
  const expanded = rows.expanded[row] ?? -1;
  const todo = todoMarkOf(node?.linkedTodoListId, marks);
  const indent = Math.min(level - 1, MAX_INDENT_LEVELS) * INDENT;
  return (
    <div
      role="treeitem"
      className="outline-panel__item"
      data-row={row}
      data-id={id}
      tabIndex={active ? 0 : -1}
      aria-level={level}
      aria-posinset={rows.posinset[row]}
      aria-setsize={rows.setsize[row]}
      aria-expanded={expanded < 0 ? undefined : expanded === 1}
      aria-selected={selected}
      aria-label={todo === 'none' ? undefined : `${label}, ${TODO_BADGES[todo].text}`}
      style={{ transform: `translateY(${top}px)`, paddingLeft: 6 + indent }}
      onKeyDown={handlers.onKeyDown}
      onClick={() => handlers.onPick(row)}
    >
      {indent > 0 && <span className="outline-panel__guides" style={{ width: indent }} aria-hidden="true" />}
      {expanded < 0 ? (
        <span className="outline-panel__chevron" aria-hidden="true" />
      ) : (
        <span
          className="outline-panel__chevron outline-panel__chevron--fold"
          data-expanded={expanded === 1 || undefined}
          aria-hidden="true"
          onClick={(event) => {
            event.stopPropagation();
            handlers.onPick(row);
            if (level > 1) handlers.onToggleFolded(id);
          }}
        >
          <ChevronRight />
        </span>
      )}
      <span className="outline-panel__label">{label}</span>
      <TodoBadge mark={todo} />
    </div>
  );
}
