import { useMemo } from 'react';
import type { SampleTodoList } from '../data/sample-todos';
import { useAnimationStep } from '../hooks/use-animation-step';
import { TodoListCard } from './todo-list-card';
import './todo-animation.css';

/** The open to-dos in the order the animation ticks them off: round-robin across the lists. */
function tickOrder(lists: SampleTodoList[]): string[] {
  const open = lists.map((list) => list.todos.filter((todo) => !todo.done).map((todo) => todo.id));
  const longest = Math.max(...open.map((ids) => ids.length));
  const order: string[] = [];
  for (let index = 0; index < longest; index += 1) {
    for (const ids of open) {
      const id = ids[index];
      if (id) order.push(id);
    }
  }
  return order;
}

/** Sample lists whose to-dos get checked off one per animation step. */
export function TodoAnimation({ lists }: { lists: SampleTodoList[] }) {
  const order = useMemo(() => tickOrder(lists), [lists]);
  const step = useAnimationStep({ steps: order.length, holdSteps: 5, staticStep: 0 });
  const ticked = useMemo(() => new Set(order.slice(0, step)), [order, step]);
  return (
    <div className="todo-animation">
      {lists.map((list) => (
        <TodoListCard key={list.id} list={list} isDone={(todo) => todo.done || ticked.has(todo.id)} />
      ))}
    </div>
  );
}
