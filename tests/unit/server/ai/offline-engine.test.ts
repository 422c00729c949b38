import { describe, expect, it } from 'vitest';
import {
  acceptItem,
  type BranchDraft,
  type CardDraft,
  type LeafDraft,
  type TodoDraft,
} from '@server/plugins/app/ai/drafts';
import { draftItems } from '@server/plugins/app/ai/offline-engine';

const OFFSITE = {
  title: 'Team offsite',
  description: 'Plan the team offsite in March: venue, catering, budget and travel for 60 people.',
};
const LAUNCH = {
  title: 'Launch checklist',
  description: 'Everything to ship the beta: write release notes; update the website; email the beta testers',
};
const WEDDING = {
  title: 'Wedding planning',
  description:
    'Book the venue by March. Choose a photographer; taste menus with the caterer. Send invitations.',
};

const map = (prompt: { title: string; description: string }) =>
  draftItems({ task: 'mindmap', ...prompt }) as BranchDraft[];
const todos = (prompt: { title: string; description: string }) =>
  draftItems({ task: 'todolist', ...prompt }) as TodoDraft[];
const expand = (label: string, description: string, path: string[], siblings: string[] = []) =>
  (draftItems({ task: 'expand', title: label, description, path, siblings }) as LeafDraft[]).map(
    (idea) => idea.label,
  );

/** How a reader tells two labels apart: case, articles and a plural "s" aside. */
const ideaKey = (label: string) =>
  label
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !['a', 'an', 'the'].includes(word))
    .map((word) => word.replace(/s$/, ''))
    .join(' ');

/** Every label of a drafted map, branches, children and grandchildren. */
function labelsOf(branches: BranchDraft[]): string[] {
  return branches.flatMap((branch) => [
    branch.label,
    ...branch.children.flatMap((child) => [child.label, ...child.children.map((leaf) => leaf.label)]),
  ]);
}

describe('the local generator drafting a map', () => {
  it('makes every listed item a branch, the last one included', () => {
    expect(map(OFFSITE).map((branch) => branch.label)).toEqual(['Venue', 'Catering', 'Budget', 'Travel']);
  });

  it('lists items written with bullets, numbers and "and" alike', () => {
    const branches = map({
      title: 'Trip to Lisbon',
      description: '1. Flights\n2. Hotel\n3. Museums and food',
    });
    expect(branches.map((branch) => branch.label)).toEqual(['Flights', 'Hotel', 'Museums', 'Food']);
    const bullets = map({
      title: 'Move house',
      description: '- Movers\n- Boxes, tape and labels\n* Utilities',
    });
    expect(bullets.map((branch) => branch.label)).toEqual(['Movers', 'Boxes', 'Tape', 'Labels', 'Utilities']);
  });

  it('labels a sentence with a short topic, keeping the sentence as its description', () => {
    const branches = map(WEDDING);
    expect(branches.map((branch) => branch.label)).toEqual([
      'Book the venue',
      'Choose a photographer',
      'Taste menus',
      'Send invitations',
    ]);
    expect(branches[0]!.description).toBe('Book the venue by March');
    expect(map(OFFSITE).find((branch) => branch.label === 'Travel')!.description).toBe(
      'Travel for 60 people',
    );
  });

  it('keeps a sentence that lists things as one branch holding them when the map has other sentences', () => {
    const branches = map({
      title: 'Vegetable garden',
      description:
        'Prepare the raised beds with compost. Plant tomatoes, peppers and basil in May. Water every morning and check for aphids.',
    });
    expect(branches.map((branch) => branch.label)).toEqual([
      'Prepare the raised beds',
      'Plant',
      'Water every morning',
      'Check for aphids',
    ]);
    expect(branches[1]!.children.map((child) => child.label)).toEqual(['Tomatoes', 'Peppers', 'Basil']);
  });

  it('repeats no idea, whatever its case or number, and never the title', () => {
    const prompts = [
      OFFSITE,
      {
        title: 'Team offsite',
        description:
          'Team offsite: agenda, Venue and venues. Budget; the budget; travel budget. Team offsite agenda.',
      },
      { title: 'Garden', description: '' },
      { title: 'Book club', description: 'Books, book club snacks and more books' },
    ];
    for (const prompt of prompts) {
      const keys = labelsOf(map(prompt)).map(ideaKey);
      expect(new Set(keys).size, keys.join(' | ')).toBe(keys.length);
      expect(keys).not.toContain(ideaKey(prompt.title));
    }
  });

  it('never makes a number alone an idea', () => {
    for (const prompt of [
      OFFSITE,
      { title: 'Offsite 2027', description: '' },
      { title: 'Seating', description: 'Tables for 60, 45 and 12. 2027.' },
    ]) {
      const labels = labelsOf(map(prompt));
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label, label).toMatch(/\p{L}/u);
    }
  });
});

describe('the local generator drafting a to-do list or a board', () => {
  it('makes a to-do of each listed action, none with the list description copied in', () => {
    const drafted = todos(LAUNCH);
    expect(drafted).toEqual([
      { title: 'Write release notes', description: '' },
      { title: 'Update the website', description: '' },
      { title: 'Email the beta testers', description: '' },
    ]);
    const cards = draftItems({ task: 'board', ...LAUNCH }) as CardDraft[];
    expect(cards.map((card) => [card.title, card.description])).toEqual(
      drafted.map((todo) => [todo.title, todo.description]),
    );
  });

  it('applies a leading verb to each thing it lists', () => {
    const drafted = todos({
      title: 'Move house',
      description:
        'Book the movers. Pack the kitchen, then the books. Cancel the internet and forward the mail.',
    });
    expect(drafted.map((todo) => todo.title)).toEqual([
      'Book the movers',
      'Pack the kitchen',
      'Pack the books',
      'Cancel the internet',
      'Forward the mail',
    ]);
    expect(todos(OFFSITE).map((todo) => todo.title)).toEqual([
      'Venue',
      'Catering',
      'Budget',
      'Travel for 60 people',
    ]);
  });

  it('drafts only items the answer schema accepts as they are', () => {
    for (const task of ['mindmap', 'todolist', 'board', 'expand'] as const) {
      for (const item of draftItems({ task, ...OFFSITE, path: [OFFSITE.title], siblings: [] })) {
        expect(acceptItem(task, item)).toEqual({ item });
      }
    }
  });
});

describe('the local generator expanding a node', () => {
  it('proposes sub-topics of the node rather than its own words', () => {
    const ideas = expand('Budget', '', ['Team offsite', 'Budget'], ['Venue']);
    expect(ideas).toEqual(['Estimate costs', 'Track spending', 'Get quotes', 'Set a contingency']);
    for (const label of [
      ...ideas,
      ...expand('Travel', 'Travel for 60 people', ['Team offsite', 'Travel']),
      ...expand('Find a plot', 'Find a plot near the school', ['Community garden', 'Find a plot']),
    ]) {
      expect(label.toLowerCase()).not.toMatch(/budget|^travel$|plot|offsite|community garden/);
    }
  });

  it('adds what the description lists beyond the existing children, and no child again', () => {
    const ideas = expand(
      'Plant',
      'Plant tomatoes, peppers, courgettes and basil in May',
      ['Vegetable garden', 'Plant'],
      ['Tomatoes', 'Peppers', 'Basil'],
    );
    expect(ideas[0]).toBe('Plant courgettes');
    expect(ideas.map(ideaKey)).not.toEqual(expect.arrayContaining(['plant tomato']));
    expect(ideas.filter((idea) => /tomato|pepper|basil/i.test(idea))).toEqual([]);
    expect(expand('Venue', '', ['Team offsite', 'Venue'], ['Shortlist options'])).not.toContain(
      'Shortlist options',
    );
  });
});
