import clsx from 'clsx';
import { Check, GitBranch } from 'lucide-react';
import { useId } from 'react';
import type { SampleTodo, SampleTodoList } from '../data/sample-todos';
import { PersonAvatar } from './person-avatar';
import './todo-list-card.css';

export interface TodoListCardProps {
  list: SampleTodoList;
  isDone: (todo: SampleTodo) => boolean;
  /** Makes each to-do a real checkbox; without it the list is a picture of one. */
  onToggle?: (todo: SampleTodo) => void;
  headingLevel?: 2 | 3;
}

function TodoRow({ todo, done, onToggle }: { todo: SampleTodo; done: boolean; onToggle?: () => void }) {
  const id = useId();
  const box = (
    <span className={clsx('todo-card__box', done && 'is-done')} aria-hidden="true">
      <Check />
    </span>
  );
  return (
    <li className={clsx('todo-card__item', done && 'is-done')}>
      {onToggle ? (
        <>
          <input id={id} type="checkbox" className="todo-card__input" checked={done} onChange={onToggle} />
          <label htmlFor={id} className="todo-card__label">
            {box}
            <span className="todo-card__title">{todo.title}</span>
          </label>
        </>
      ) : (
        <span className="todo-card__label">
          {box}
          <span className="todo-card__title">
            {todo.title}
            <span className="visually-hidden">{done ? ' (done)' : ' (open)'}</span>
          </span>
        </span>
      )}
      <span className="todo-card__meta">
        {todo.due && <span className="todo-card__due">{todo.due}</span>}
        <PersonAvatar person={todo.assignee} />
      </span>
    </li>
  );
}

/** A sample to-do list: title, link to its map node, progress, and to-dos with assignees. */
export function TodoListCard({ list, isDone, onToggle, headingLevel = 3 }: TodoListCardProps) {
  const Heading = `h${headingLevel}` as const;
  const doneCount = list.todos.filter(isDone).length;
  const percent = Math.round((doneCount / list.todos.length) * 100);
  return (
    <article className="todo-card">
      <header className="todo-card__header">
        <div>
          <Heading className="todo-card__heading">{list.title}</Heading>
          {list.fromNode && (
            <p className="todo-card__node">
              <GitBranch aria-hidden="true" />
              <span className="visually-hidden">From map node </span>
              {list.fromNode}
            </p>
          )}
        </div>
        <span className="todo-card__count">
          {doneCount}/{list.todos.length}
        </span>
      </header>
      <div
        className="todo-card__progress"
        role="progressbar"
        aria-label={`${list.title} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="todo-card__progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <ul className="todo-card__list">
        {list.todos.map((todo) => (
          <TodoRow
            key={todo.id}
            todo={todo}
            done={isDone(todo)}
            onToggle={onToggle ? () => onToggle(todo) : undefined}
          />
        ))}
      </ul>
    </article>
  );
}
