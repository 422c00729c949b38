/** A branch of a sample mind map, written as a tree; the demo lays it out. */
export interface SampleBranch {
  label: string;
  children?: SampleBranch[];
}

export interface SampleMap {
  id: string;
  title: string;
  /** One sentence for screen readers and the caption. */
  summary: string;
  /** Name shown on the collaborator cursor that "adds" the nodes. */
  editor: string;
  root: SampleBranch;
}

/** The small map embedded on the home page. */
export const HERO_MAP: SampleMap = {
  id: 'q3-launch',
  title: 'Q3 launch',
  summary: 'A map for a Q3 launch with branches for research, design and build.',
  editor: 'Ava',
  root: {
    label: 'Q3 launch',
    children: [
      { label: 'Research', children: [{ label: 'Interviews' }, { label: 'Survey' }] },
      { label: 'Design', children: [{ label: 'Wireframes' }] },
      { label: 'Build', children: [{ label: 'API' }, { label: 'Beta' }] },
    ],
  },
};

/** The maps on the mind-map demo page. */
export const SAMPLE_MAPS: SampleMap[] = [
  {
    id: 'product-launch',
    title: 'Product launch',
    summary: 'A product launch split into research, messaging and launch-day tasks.',
    editor: 'Marcus',
    root: {
      label: 'Product launch',
      children: [
        { label: 'Research', children: [{ label: 'Interviews' }, { label: 'Competitors' }] },
        { label: 'Messaging', children: [{ label: 'Positioning' }, { label: 'Landing page' }] },
        {
          label: 'Launch day',
          children: [{ label: 'Press kit' }, { label: 'Webinar' }, { label: 'Social posts' }],
        },
      ],
    },
  },
  {
    id: 'lisbon-trip',
    title: 'Trip to Lisbon',
    summary: 'A weekend trip to Lisbon: travel, where to stay, what to eat and what to do.',
    editor: 'Sofia',
    root: {
      label: 'Lisbon trip',
      children: [
        { label: 'Travel', children: [{ label: 'Flights' }, { label: 'Metro pass' }] },
        { label: 'Stay', children: [{ label: 'Alfama flat' }] },
        { label: 'Eat', children: [{ label: 'Pastéis' }, { label: 'Food market' }] },
        { label: 'Do', children: [{ label: 'Tram 28' }, { label: 'Sintra' }] },
      ],
    },
  },
  {
    id: 'study-plan',
    title: 'Study plan',
    summary: 'A study plan for finals covering biology, chemistry and exam week.',
    editor: 'Leo',
    root: {
      label: 'Finals plan',
      children: [
        { label: 'Biology', children: [{ label: 'Cells' }, { label: 'Genetics' }] },
        { label: 'Chemistry', children: [{ label: 'Bonds' }, { label: 'Reactions' }] },
        { label: 'Exam week', children: [{ label: 'Mock test' }, { label: 'Flashcards' }] },
      ],
    },
  },
];
