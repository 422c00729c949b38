import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { Todo } from '@shared/schema/todo';
import { dropIndex, visibleRange } from '../../utils/section-order';
import { type RowActions, TodoRow } from './todo-row';

/** Every row has this height, so a long list can draw only the rows near the viewport. */
export const ROW_HEIGHT = 48;
const OVERSCAN = 8;

interface Drag {
  from: number;
  offset: number;
}

export interface TodoRowsProps {
  todos: readonly Todo[];
  label: string;
  readOnly: boolean;
  renamingId: string | null;
  actions: RowActions;
  /** Puts to-do `id` at index `target` of this section. */
  onMove(id: string, target: number): void;
}

function initialRange(count: number) {
  const height = typeof window === 'undefined' ? 900 : window.innerHeight;
  return visibleRange(count, ROW_HEIGHT, 0, height, OVERSCAN);
}

/**
 * One section of the list screen. Only the rows near the viewport are in the page (the window scrolls, so
 * the range follows the window); a row moves by dragging its grip or with Alt+ArrowUp/Down, and the arrow
 * keys move the focus from row to row, Space toggles, Enter renames and Delete deletes.
 */
export function TodoRows({ todos, label, readOnly, renamingId, actions, onMove }: TodoRowsProps) {
  const list = useRef<HTMLUListElement>(null);
  const [range, setRange] = useState(() => initialRange(todos.length));
  const [active, setActive] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const pendingFocus = useRef<number | null>(null);
  const count = todos.length;

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top;
    const next = visibleRange(count, ROW_HEIGHT, -top, window.innerHeight, OVERSCAN);
    setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, [count]);

  useLayoutEffect(measure, [measure]);
  useEffect(() => {
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  // A focus asked for a row that was not drawn yet lands once it is.
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const row = list.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    if (!row) return;
    pendingFocus.current = null;
    row.focus({ preventScroll: true });
  });

  const focusRow = useCallback(
    (index: number) => {
      const element = list.current;
      if (!element || count === 0) return;
      const target = Math.max(0, Math.min(count - 1, index));
      setActive(target);
      pendingFocus.current = target;
      const top = element.getBoundingClientRect().top + target * ROW_HEIGHT;
      if (top < 0) window.scrollBy(0, top - ROW_HEIGHT);
      else if (top + ROW_HEIGHT > window.innerHeight)
        window.scrollBy(0, top + 2 * ROW_HEIGHT - window.innerHeight);
      measure();
      const row = element.querySelector<HTMLElement>(`[data-row-index="${target}"]`);
      if (row) {
        pendingFocus.current = null;
        row.focus({ preventScroll: true });
      }
    },
    [count, measure],
  );

  const onGripPointerDown = useCallback(
    (index: number, event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      const startY = event.clientY;
      const id = todos[index]?.id;
      if (!id) return;
      setDrag({ from: index, offset: 0 });
      const move = (moveEvent: globalThis.PointerEvent) =>
        setDrag({ from: index, offset: moveEvent.clientY - startY });
      const end = (endEvent: globalThis.PointerEvent) => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', end);
        setDrag(null);
        if (endEvent.type !== 'pointerup') return;
        const target = dropIndex(index, endEvent.clientY - startY, ROW_HEIGHT, count);
        if (target !== index) onMove(id, target);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
    },
    [todos, count, onMove],
  );

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLInputElement && target.type === 'text') return;
    const row = target.closest<HTMLElement>('[data-row-index]');
    if (!row) return;
    const index = Number(row.dataset.rowIndex);
    const todo = todos[index];
    if (!todo) return;
    const onRow = target === row;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.altKey) {
      event.preventDefault();
      if (readOnly) return;
      const to = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (to < 0 || to >= count) return;
      onMove(todo.id, to);
      focusRow(to);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusRow(index + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusRow(event.key === 'Home' ? 0 : count - 1);
    } else if (onRow && event.key === ' ' && !readOnly) {
      event.preventDefault();
      actions.toggle(todo);
    } else if (onRow && (event.key === 'Enter' || event.key === 'F2') && !readOnly) {
      event.preventDefault();
      actions.setRenaming(todo.id);
    } else if (onRow && event.key === 'Delete' && !readOnly) {
      event.preventDefault();
      actions.remove(todo);
    }
  }

  const tabStop = Math.min(active, Math.max(0, count - 1));
  const drop = drag ? dropIndex(drag.from, drag.offset, ROW_HEIGHT, count) : null;
  const shiftOf = (index: number): number => {
    if (!drag || drop === null) return 0;
    if (index === drag.from) return drag.offset;
    if (drag.from < index && index <= drop) return -ROW_HEIGHT;
    if (drop <= index && index < drag.from) return ROW_HEIGHT;
    return 0;
  };

  const end = Math.min(range.end, count);
  const start = Math.min(range.start, end);
  const rows = [];
  for (let index = start; index < end; index += 1) {
    const todo = todos[index]!;
    rows.push(
      <TodoRow
        key={todo.id}
        todo={todo}
        index={index}
        readOnly={readOnly}
        tabStop={index === tabStop}
        renaming={renamingId === todo.id}
        shift={shiftOf(index)}
        dragging={drag?.from === index}
        actions={actions}
        onGripPointerDown={onGripPointerDown}
      />,
    );
  }

  return (
    <ul
      ref={list}
      className="todo-rows"
      aria-label={label}
      data-dragging={drag ? true : undefined}
      style={{
        paddingTop: start * ROW_HEIGHT,
        paddingBottom: (count - end) * ROW_HEIGHT,
      }}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]');
        if (row) setActive(Number(row.dataset.rowIndex));
      }}
    >
      {rows}
    </ul>
  );
}
