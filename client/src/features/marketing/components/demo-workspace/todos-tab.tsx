import { useState } from 'react';
import type { SampleTodo, SampleTodoList } from '../../data/sample-todos';
import { TodoListCard } from '../todo-list-card';
import './demo-workspace.css';

/** The Todos tab: sample lists whose to-dos can be ticked (kept in memory only). */
export function TodosTab({ lists }: { lists: SampleTodoList[] }) {
  const [done, setDone] = useState(
    () => new Set(lists.flatMap((list) => list.todos.filter((todo) => todo.done).map((todo) => todo.id))),
  );
  const toggle = (todo: SampleTodo) =>
    setDone((current) => {
      const next = new Set(current);
      if (next.has(todo.id)) next.delete(todo.id);
      else next.add(todo.id);
      return next;
    });
  return (
    <div className="demo-ws__todos">
      {lists.map((list) => (
        <TodoListCard
          key={list.id}
          list={list}
          headingLevel={2}
          isDone={(todo) => done.has(todo.id)}
          onToggle={toggle}
        />
      ))}
    </div>
  );
}
