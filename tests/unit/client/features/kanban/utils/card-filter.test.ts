import { describe, expect, it } from 'vitest';
import type { BoardCard } from '@shared/schema/board';
import {
  type CardFilter,
  NO_FILTER,
  endOfWeek,
  isFiltering,
  matchesFilter,
} from '@client/features/kanban/utils/card-filter';

const LANES = [
  { id: 'new', title: 'New' },
  { id: 'doing', title: 'In-Progress' },
  { id: 'done', title: 'Done' },
];
// A Wednesday.
const TODAY = '2026-11-25';

function card(fields: Partial<BoardCard> = {}): BoardCard {
  return {
    id: 'card',
    columnId: 'new',
    position: 'a0',
    title: 'Write the release notes',
    description: '',
    status: 'open',
    priority: 'low',
    dueDate: null,
    assigneeId: null,
    linkedTodoId: null,
    todoListId: null,
    mindmapId: null,
    doneAt: null,
    commentCount: 0,
    movedBy: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...fields,
  };
}

const matches = (fields: Partial<BoardCard>, filter: Partial<CardFilter>, today = TODAY) =>
  matchesFilter(card(fields), { ...NO_FILTER, ...filter }, LANES, today);

describe('endOfWeek', () => {
  it('is the Sunday closing the Monday-first week, Sunday itself included', () => {
    expect(endOfWeek('2026-11-23')).toBe('2026-11-29'); // Monday
    expect(endOfWeek('2026-11-25')).toBe('2026-11-29'); // Wednesday
    expect(endOfWeek('2026-11-28')).toBe('2026-11-29'); // Saturday
    expect(endOfWeek('2026-11-29')).toBe('2026-11-29'); // Sunday
    expect(endOfWeek('2026-12-30')).toBe('2027-01-03'); // across the new year
  });
});

describe('matchesFilter', () => {
  it('lets every card through with no filter', () => {
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(matches({ dueDate: '2020-01-01', columnId: 'done', status: 'done' }, {})).toBe(true);
  });

  it('due "overdue": not done and due before today', () => {
    expect(matches({ dueDate: '2026-11-24' }, { due: 'overdue' })).toBe(true);
    expect(matches({ dueDate: TODAY }, { due: 'overdue' })).toBe(false);
    expect(matches({ dueDate: null }, { due: 'overdue' })).toBe(false);
    // In the Done lane it is done, whatever its status says.
    expect(matches({ dueDate: '2026-11-01', columnId: 'done' }, { due: 'overdue' })).toBe(false);
  });

  it('due "this week": from today to Sunday, not done', () => {
    expect(matches({ dueDate: TODAY }, { due: 'week' })).toBe(true);
    expect(matches({ dueDate: '2026-11-29' }, { due: 'week' })).toBe(true);
    expect(matches({ dueDate: '2026-11-30' }, { due: 'week' })).toBe(false); // next Monday
    expect(matches({ dueDate: '2026-11-24' }, { due: 'week' })).toBe(false); // yesterday: overdue instead
    expect(matches({ dueDate: null }, { due: 'week' })).toBe(false);
    expect(matches({ dueDate: '2026-11-27', columnId: 'done' }, { due: 'week' })).toBe(false);
    // On a Sunday the week is that day only.
    expect(matches({ dueDate: '2026-11-29' }, { due: 'week' }, '2026-11-29')).toBe(true);
    expect(matches({ dueDate: '2026-11-30' }, { due: 'week' }, '2026-11-29')).toBe(false);
  });

  it('due "none": cards without a due date, done or not', () => {
    expect(isFiltering({ ...NO_FILTER, due: 'none' })).toBe(true);
    expect(matches({ dueDate: null }, { due: 'none' })).toBe(true);
    expect(matches({ dueDate: null, columnId: 'done' }, { due: 'none' })).toBe(true);
    expect(matches({ dueDate: '2026-12-01' }, { due: 'none' })).toBe(false);
  });

  it('filters by assignee, "unassigned", and priority (a card without one counts as low)', () => {
    expect(matches({ assigneeId: 'ana' }, { assignee: 'ana' })).toBe(true);
    expect(matches({ assigneeId: 'bo' }, { assignee: 'ana' })).toBe(false);
    expect(matches({ assigneeId: null }, { assignee: 'unassigned' })).toBe(true);
    expect(matches({ assigneeId: 'ana' }, { assignee: 'unassigned' })).toBe(false);
    expect(matches({ priority: 'high' }, { priority: 'high' })).toBe(true);
    expect(matches({ priority: 'medium' }, { priority: 'high' })).toBe(false);
    expect(matches({ priority: null }, { priority: 'low' })).toBe(true);
  });

  it('searches titles and descriptions by word prefixes, whatever the case and accents, and combines every field', () => {
    expect(matches({}, { query: '  RELEASE ' })).toBe(true);
    expect(matches({}, { query: 'budget' })).toBe(false);
    expect(matches({ description: 'Check the budget' }, { query: 'budg' })).toBe(true);
    expect(matches({ title: 'Réunion à l’École' }, { query: 'reunion ecole' })).toBe(true);
    expect(matches({ description: 'Ask about the venue' }, { query: 'release venue' })).toBe(true);
    expect(matches({}, { query: 'elease' })).toBe(false);
    expect(matches({ title: '東京都の会議' }, { query: '会議' })).toBe(true);
    expect(matches({}, { query: 'w' })).toBe(true);
    expect(matches({}, { query: 'r' })).toBe(false);
    expect(matches({}, { query: ' -- ' })).toBe(true);
    expect(isFiltering({ ...NO_FILTER, query: '   ' })).toBe(false);
    const filter = { query: 'notes', priority: 'high', assignee: 'ana', due: 'week' } as const;
    expect(matches({ priority: 'high', assigneeId: 'ana', dueDate: '2026-11-26' }, filter)).toBe(true);
    expect(matches({ priority: 'high', assigneeId: 'ana', dueDate: '2026-12-26' }, filter)).toBe(false);
    expect(matches({ priority: 'low', assigneeId: 'ana', dueDate: '2026-11-26' }, filter)).toBe(false);
  });
});
