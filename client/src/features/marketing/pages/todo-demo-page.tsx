import { GitBranch, ListChecks, UserCheck, Users } from 'lucide-react';
import { PEOPLE } from '../data/sample-people';
import { SAMPLE_TODO_LISTS } from '../data/sample-todos';
import { DemoPageLayout } from '../components/demo-page-layout';
import { DemoWindow } from '../components/demo-window';
import { TodoAnimation } from '../components/todo-animation';
import { useDocumentTitle } from '../hooks/use-document-title';
import './todo-demo-page.css';

export function TodoDemoPage() {
  useDocumentTitle('Todo demo');
  return (
    <DemoPageLayout
      eyebrow={
        <>
          <ListChecks aria-hidden="true" /> To-do lists
        </>
      }
      title="Tackle Tasks Effortlessly"
      lead="Break a big goal into small steps, give every step an owner, and watch the list shrink. These sample lists check themselves off so you can see the rhythm."
      demo={
        <DemoWindow
          title="Team to-dos"
          people={[PEOPLE.ava, PEOPLE.marcus, PEOPLE.priya, PEOPLE.leo]}
          animated
          bodyClassName="todo-demo__body"
        >
          <TodoAnimation lists={SAMPLE_TODO_LISTS} />
        </DemoWindow>
      }
      highlightsTitle="What you can do with to-do lists"
      highlights={[
        {
          mark: <UserCheck />,
          title: 'Clear owners',
          text: 'Assign each to-do to a teammate so everyone knows exactly what is theirs.',
        },
        {
          mark: <GitBranch />,
          title: 'Linked to the idea',
          text: 'Lists made from a map node keep that link, so the reason behind a task is one click away.',
        },
        {
          mark: <Users />,
          title: 'Live for everyone',
          text: 'Tick something off and your whole team sees it instantly, even across devices.',
        },
      ]}
    />
  );
}
