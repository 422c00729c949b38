import { PEOPLE, type SamplePerson } from './sample-people';

export interface SampleTodo {
  id: string;
  title: string;
  assignee: SamplePerson;
  due?: string;
  done: boolean;
}

export interface SampleTodoList {
  id: string;
  title: string;
  /** The map node the list belongs to, shown as a chip. */
  fromNode?: string;
  todos: SampleTodo[];
}

export const SAMPLE_TODO_LISTS: SampleTodoList[] = [
  {
    id: 'launch-week',
    title: 'Launch week',
    fromNode: 'Product launch › Launch day',
    todos: [
      { id: 'lw1', title: 'Final QA pass on checkout', assignee: PEOPLE.marcus, due: 'Mon', done: true },
      {
        id: 'lw2',
        title: 'Record the two-minute walkthrough',
        assignee: PEOPLE.ava,
        due: 'Tue',
        done: false,
      },
      {
        id: 'lw3',
        title: 'Send the press kit to 12 writers',
        assignee: PEOPLE.priya,
        due: 'Wed',
        done: false,
      },
      {
        id: 'lw4',
        title: 'Schedule launch-day social posts',
        assignee: PEOPLE.sofia,
        due: 'Wed',
        done: false,
      },
      { id: 'lw5', title: 'Host the customer webinar', assignee: PEOPLE.leo, due: 'Thu', done: false },
    ],
  },
  {
    id: 'website-refresh',
    title: 'Website refresh',
    fromNode: 'Messaging › Landing page',
    todos: [
      { id: 'wr1', title: 'Rewrite the hero headline', assignee: PEOPLE.ava, due: 'Today', done: true },
      { id: 'wr2', title: 'New product screenshots', assignee: PEOPLE.leo, due: 'Fri', done: false },
      { id: 'wr3', title: 'Compress images below 200 KB', assignee: PEOPLE.marcus, done: false },
      { id: 'wr4', title: 'Add pricing FAQ', assignee: PEOPLE.priya, due: 'Fri', done: false },
    ],
  },
  {
    id: 'onboarding',
    title: 'New hire onboarding',
    todos: [
      { id: 'on1', title: 'Create accounts and share the workspace', assignee: PEOPLE.sofia, done: true },
      { id: 'on2', title: 'Pair on the first bug fix', assignee: PEOPLE.marcus, due: 'Day 2', done: false },
      {
        id: 'on3',
        title: 'Walk through the product roadmap map',
        assignee: PEOPLE.ava,
        due: 'Day 3',
        done: false,
      },
    ],
  },
];
