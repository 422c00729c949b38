import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import type { Todo } from '@shared/schema/todo';
import type { BoardsByTodo } from '../../api/get-linked-cards';
import { dropIndex } from '../../utils/section-order';
import { type RowActions, TodoRow } from './todo-row';

/** A row's height with a one-line title; a title that wraps (narrow screens) makes its row taller. */
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
  /** The to-do whose row should have the focus once drawn, in whichever section it is (the screen's). */
  focusTargetRef: RefObject<string | null>;
  /** The cards each to-do has on boards. */
  boardsOf: BoardsByTodo;
  /** A member's shown name by user id. */
  memberName(id: string | null): string | null;
  /** The reader's day, YYYY-MM-DD. */
  today: string;
}

/**
 * One section of the list screen. Only the rows near the viewport are in the page (the window scrolls, so
 * the range follows the window); a row moves by dragging its grip or with Alt+ArrowUp/Down, and the arrow
 * keys move the focus from row to row, Space toggles, Enter renames and Delete deletes. The focus stays on
 * the row it was on as that row moves.
 */
export function TodoRows({
  todos,
  label,
  readOnly,
  renamingId,
  actions,
  onMove,
  focusTargetRef,
  boardsOf,
  memberName,
  today,
}: TodoRowsProps) {
  const list = useRef<HTMLUListElement>(null);
  const [listTop, setListTop] = useState(0);
  const [active, setActive] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const count = todos.length;
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: listTop,
    indexAttribute: 'data-row-index',
    getItemKey: (index) => todos[index]?.id ?? index,
  });

  // Where the list starts in the page moves as the content above it changes (the open rows above the done
  // ones), which any render may follow; a change of less than a pixel sets nothing, so it settles at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read after every render on purpose.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - listTop) >= 1) setListTop(top);
  });

  // The row asked to have the focus (followFocus) gets it once it is drawn in this section, wherever a move,
  // a tick or an undo put it; one not drawn yet is scrolled to first.
  useLayoutEffect(() => {
    const id = focusTargetRef.current;
    if (id === null) return;
    const index = todos.findIndex((todo) => todo.id === id);
    if (index < 0) return;
    const row = list.current?.querySelector<HTMLElement>(`[data-todo-id="${CSS.escape(id)}"]`);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    if (!row) return;
    focusTargetRef.current = null;
    row.focus({ preventScroll: true });
  });

  const focusRow = useCallback(
    (index: number) => {
      if (count === 0) return;
      const target = Math.max(0, Math.min(count - 1, index));
      const todo = todos[target];
      if (!todo) return;
      setActive(target);
      focusTargetRef.current = todo.id;
      virtualizer.scrollToIndex(target, { align: 'auto' });
      const row = list.current?.querySelector<HTMLElement>(`[data-row-index="${target}"]`);
      if (row) {
        focusTargetRef.current = null;
        row.focus({ preventScroll: true });
      }
    },
    [count, todos, focusTargetRef, virtualizer],
  );

  const onGripPointerDown = useCallback(
    (index: number, event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      const startY = event.clientY;
      const id = todos[index]?.id;
      if (!id) return;
      const sizes = virtualizer.measurementsCache.map((item) => item.size);
      setDrag({ from: index, offset: 0 });
      const move = (moveEvent: globalThis.PointerEvent) =>
        setDrag({ from: index, offset: moveEvent.clientY - startY });
      const end = (endEvent: globalThis.PointerEvent) => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', end);
        setDrag(null);
        if (endEvent.type !== 'pointerup') return;
        const target = dropIndex(sizes, index, endEvent.clientY - startY);
        if (target !== index) onMove(id, target);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
    },
    [todos, onMove, virtualizer],
  );

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    // A key the row's menu already took (its button, or its items, which React bubbles here from the portal).
    if (event.defaultPrevented) return;
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
  const slots = virtualizer.measurementsCache;
  const drop = drag
    ? dropIndex(
        slots.map((item) => item.size),
        drag.from,
        drag.offset,
      )
    : null;
  const draggedSize = drag ? (slots[drag.from]?.size ?? ROW_HEIGHT) : 0;
  const shiftOf = (index: number): number => {
    if (!drag || drop === null) return 0;
    if (index === drag.from) return drag.offset;
    if (drag.from < index && index <= drop) return -draggedSize;
    if (drop <= index && index < drag.from) return draggedSize;
    return 0;
  };

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const rows = [];
  for (const item of items) {
    const index = item.index;
    const todo = todos[index];
    if (!todo) continue;
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
        measure={virtualizer.measureElement}
        cards={boardsOf.get(todo.id)}
        assignee={memberName(todo.assigneeId)}
        today={today}
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
        paddingTop: first ? first.start - listTop : 0,
        paddingBottom: last ? virtualizer.getTotalSize() - (last.end - listTop) : 0,
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
