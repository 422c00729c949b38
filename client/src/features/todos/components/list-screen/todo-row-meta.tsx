import clsx from 'clsx';
import { CalendarDays, MessageSquare } from 'lucide-react';
import type { Todo } from '@shared/schema/todo';
import { Avatar } from '@client/components/ui/avatar';
import { commentCountText, todoDue } from '../../utils/todo-due';

export interface TodoRowMetaProps {
  todo: Todo;
  /** The assignee's shown name; null when unassigned (or no longer a member). */
  assignee: string | null;
  /** The reader's day, YYYY-MM-DD. */
  today: string;
}

/**
 * What a row says of its to-do besides the title: the due day ("Overdue" in words and in the danger colour
 * when it is past and the to-do open), the assignee's initials (their name as the accessible text), and how
 * many comments it has. Nothing at all for a to-do with none of these.
 */
export function TodoRowMeta({ todo, assignee, today }: TodoRowMetaProps) {
  const due = todoDue(todo, today);
  if (!due && !assignee && todo.commentCount === 0) return null;
  return (
    <span className="todo-row__meta">
      {due && (
        <span
          className={clsx('todo-row__due', due.overdue && 'todo-row__due--overdue')}
          data-testid="todo-due"
        >
          <CalendarDays aria-hidden="true" />
          {due.overdue ? <strong>Overdue</strong> : <span className="visually-hidden">Due</span>} {due.text}
        </span>
      )}
      {assignee && (
        <span className="todo-row__assignee" title={`Assigned to ${assignee}`}>
          <Avatar name={assignee} size="xs" decorative />
          <span className="visually-hidden">Assigned to {assignee}</span>
        </span>
      )}
      {todo.commentCount > 0 && (
        <span className="todo-row__comments" title={commentCountText(todo.commentCount)}>
          <MessageSquare aria-hidden="true" />
          <span aria-hidden="true">{todo.commentCount}</span>
          <span className="visually-hidden">{commentCountText(todo.commentCount)}</span>
        </span>
      )}
    </span>
  );
}
