import { PEOPLE, type SamplePerson } from './sample-people';

export const KANBAN_LANES = ['Planning', 'Creation', 'Review', 'Done'] as const;
export type KanbanLane = (typeof KANBAN_LANES)[number];

export interface SampleCard {
  id: string;
  title: string;
  lane: KanbanLane;
  assignee: SamplePerson;
  tag: string;
  due?: string;
  pastDue?: boolean;
}

export const SAMPLE_CARDS: SampleCard[] = [
  {
    id: 'c1',
    title: 'Outline the Q3 newsletter',
    lane: 'Planning',
    assignee: PEOPLE.priya,
    tag: 'Content',
    due: 'Jul 14',
  },
  {
    id: 'c2',
    title: 'Pick three customer stories',
    lane: 'Planning',
    assignee: PEOPLE.sofia,
    tag: 'Research',
  },
  {
    id: 'c3',
    title: 'Draft onboarding emails',
    lane: 'Creation',
    assignee: PEOPLE.ava,
    tag: 'Content',
    due: 'Jul 10',
  },
  {
    id: 'c4',
    title: 'Illustrations for the blog',
    lane: 'Creation',
    assignee: PEOPLE.leo,
    tag: 'Design',
    due: 'Jul 2',
    pastDue: true,
  },
  { id: 'c5', title: 'Pricing page copy', lane: 'Review', assignee: PEOPLE.marcus, tag: 'Web', due: 'Jul 8' },
  { id: 'c6', title: 'Release notes 2.4', lane: 'Done', assignee: PEOPLE.priya, tag: 'Product' },
  { id: 'c7', title: 'Webinar slides', lane: 'Done', assignee: PEOPLE.ava, tag: 'Sales' },
];

/** The board at the start of the animation: the sample cards plus one that will travel to Done. */
export const ANIMATED_START: SampleCard[] = [
  {
    id: 'travel',
    title: 'Launch announcement post',
    lane: 'Planning',
    assignee: PEOPLE.sofia,
    tag: 'Launch',
    due: 'Jul 12',
  },
  ...SAMPLE_CARDS,
];

/** One move per animation step. */
export const ANIMATED_MOVES: { cardId: string; to: KanbanLane }[] = [
  { cardId: 'travel', to: 'Creation' },
  { cardId: 'c4', to: 'Review' },
  { cardId: 'travel', to: 'Review' },
  { cardId: 'c5', to: 'Done' },
  { cardId: 'travel', to: 'Done' },
];
