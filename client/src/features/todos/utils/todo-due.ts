import type { Todo } from '@shared/schema/todo';
import { formatShortDay } from '@client/lib/format-date';

export interface TodoDue {
  /** The due day, short ("Mar 2"). */
  text: string;
  /** Still open after its due day: the row says "Overdue". */
  overdue: boolean;
}

/** What a to-do's row says of its due date, `today` being the reader's YYYY-MM-DD; null without one. */
export function todoDue(todo: Pick<Todo, 'dueDate' | 'completed'>, today: string): TodoDue | null {
  if (todo.dueDate === null) return null;
  return { text: formatShortDay(todo.dueDate, today), overdue: !todo.completed && todo.dueDate < today };
}

/** "1 comment", "3 comments". */
export function commentCountText(count: number): string {
  return count === 1 ? '1 comment' : `${count} comments`;
}
