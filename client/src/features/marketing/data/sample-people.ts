/** The sample team that appears in every demo; no real people. */
export interface SamplePerson {
  id: string;
  name: string;
  /** Which of the demo avatar colours this person gets. */
  tone: 'indigo' | 'teal' | 'amber' | 'pink' | 'violet';
}

export const PEOPLE = {
  ava: { id: 'ava', name: 'Ava Chen', tone: 'indigo' },
  marcus: { id: 'marcus', name: 'Marcus Reid', tone: 'teal' },
  priya: { id: 'priya', name: 'Priya Nair', tone: 'amber' },
  leo: { id: 'leo', name: 'Leo Park', tone: 'pink' },
  sofia: { id: 'sofia', name: 'Sofia Alvarez', tone: 'violet' },
} as const satisfies Record<string, SamplePerson>;
