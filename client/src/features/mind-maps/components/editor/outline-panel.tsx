import { CircleCheck, ListTodo, X } from 'lucide-react';
import { useMemo } from 'react';
import { IconButton } from '@client/components/ui/icon-button';
import { type TodoMark, todoMarkOf } from '../canvas/node-sprites';
import type { SceneModel } from '../canvas/scene-model';
import './outline-panel.css';

/** Items listed at most: the outline is a way in for keyboards and screen readers, not a second canvas. */
const MAX_ITEMS = 400;

interface OutlineItem {
  id: string;
  label: string;
  depth: number;
  todo: TodoMark;
}

function outlineOf(
  model: SceneModel,
  marks: ReadonlyMap<string, TodoMark>,
): { items: OutlineItem[]; more: number } {
  const items: OutlineItem[] = [];
  if (model.rootIndex < 0) return { items, more: 0 };
  const stack: Array<{ index: number; depth: number }> = [{ index: model.rootIndex, depth: 0 }];
  let visible = 0;
  while (stack.length > 0) {
    const { index, depth } = stack.pop() ?? { index: 0, depth: 0 };
    if (model.hidden[index]) continue;
    visible += 1;
    if (items.length < MAX_ITEMS) {
      items.push({
        id: model.ids[index] ?? '',
        label: model.nodes[index]?.label.trim() || 'Untitled',
        depth,
        todo: todoMarkOf(model.nodes[index]?.linkedTodoListId, marks),
      });
    }
    const children = model.children[index] ?? [];
    for (let position = children.length - 1; position >= 0; position -= 1) {
      stack.push({ index: children[position] ?? 0, depth: depth + 1 });
    }
  }
  return { items, more: visible - items.length };
}

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

export interface OutlinePanelProps {
  model: SceneModel | null;
  /** The to-do state of each linked list, by list id (as the canvas draws it). */
  marks: ReadonlyMap<string, TodoMark>;
  selected: string | null;
  onSelect(id: string): void;
  onClose(): void;
}

/** The map as an indented list beside the canvas; choosing an item selects that node and brings it into view. */
export function OutlinePanel({ model, marks, selected, onSelect, onClose }: OutlinePanelProps) {
  const { items, more } = useMemo(
    () => (model ? outlineOf(model, marks) : { items: [], more: 0 }),
    [model, marks],
  );
  return (
    <nav className="outline-panel" aria-label="Outline">
      <div className="outline-panel__header">
        <h2 className="outline-panel__title">Outline</h2>
        <IconButton size="sm" label="Close outline" icon={<X />} onClick={onClose} />
      </div>
      <ul className="outline-panel__list">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="outline-panel__item"
              aria-current={item.id === selected || undefined}
              aria-label={item.todo === 'none' ? undefined : `${item.label}, ${TODO_BADGES[item.todo].text}`}
              style={{ paddingLeft: `${8 + Math.min(item.depth, 12) * 14}px` }}
              onClick={() => onSelect(item.id)}
            >
              <span className="outline-panel__label">{item.label}</span>
              <TodoBadge mark={item.todo} />
            </button>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="outline-panel__more">…and {more} more</p>}
    </nav>
  );
}
