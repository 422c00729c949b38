import { describe, expect, it } from 'vitest';
import { localDateString } from '@shared/dates';
import { isCardDone, isCardPastDue, isReservedColumnTitle, orderColumns } from '@shared/schema/board-resolve';

const lanes = [
  { id: 'new', title: 'New' },
  { id: 'doing', title: 'Doing' },
  { id: 'done', title: 'Done' },
];

describe('the done rule', () => {
  it('counts a card in the lane titled Done as done, whatever its status', () => {
    expect(isCardDone({ columnId: 'done', status: 'open' }, lanes)).toBe(true);
    expect(isCardDone({ columnId: 'doing', status: 'done' }, lanes)).toBe(false);
  });

  it("falls back to status === 'done' on a board with no lane titled Done", () => {
    const noDone = lanes.slice(0, 2);
    expect(isCardDone({ columnId: 'doing', status: 'done' }, noDone)).toBe(true);
    expect(isCardDone({ columnId: 'doing', status: 'open' }, noDone)).toBe(false);
  });
});

describe('the past-due rule', () => {
  const card = { columnId: 'doing', status: 'open' as const };

  it('is past due when the due date is before today', () => {
    expect(isCardPastDue({ ...card, dueDate: '2026-03-09' }, lanes, '2026-03-10')).toBe(true);
  });

  it('is not past due on the due date itself, later, or without a date', () => {
    expect(isCardPastDue({ ...card, dueDate: '2026-03-10' }, lanes, '2026-03-10')).toBe(false);
    expect(isCardPastDue({ ...card, dueDate: '2026-04-01' }, lanes, '2026-03-10')).toBe(false);
    expect(isCardPastDue({ ...card, dueDate: null }, lanes, '2026-03-10')).toBe(false);
  });

  it('is never past due when done', () => {
    expect(
      isCardPastDue({ columnId: 'done', status: 'open', dueDate: '2020-01-01' }, lanes, '2026-03-10'),
    ).toBe(false);
  });

  it('reads a Date for today in local time', () => {
    const evening = new Date(2026, 2, 10, 23, 30);
    expect(localDateString(evening)).toBe('2026-03-10');
    expect(isCardPastDue({ ...card, dueDate: '2026-03-09' }, lanes, evening)).toBe(true);
    expect(isCardPastDue({ ...card, dueDate: '2026-03-10' }, lanes, evening)).toBe(false);
  });
});

describe('lane order', () => {
  it('puts New first, Done last and the others by (key, id)', () => {
    const ordered = orderColumns([
      { id: 'done', title: 'Done', position: 'a0', wipLimit: null },
      { id: 'b', title: 'B', position: 'a5', wipLimit: null },
      { id: 'a', title: 'A', position: 'a5', wipLimit: null },
      { id: 'new', title: 'New', position: 'z9', wipLimit: null },
      { id: 'c', title: 'C', position: 'a1', wipLimit: null },
    ]);
    expect(ordered.map((column) => column.id)).toEqual(['new', 'c', 'a', 'b', 'done']);
  });

  it('recognises reserved titles trimmed and in any case', () => {
    expect(isReservedColumnTitle(' DONE ')).toBe(true);
    expect(isReservedColumnTitle('new')).toBe(true);
    expect(isReservedColumnTitle('Newest')).toBe(false);
  });
});
