import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@shared/api/activity';
import { activityWords, authorWords, QUOTED_LENGTH } from '@client/components/activity/activity-words';

const maya = { kind: 'member' as const, id: 'u1', name: 'Maya Chen' };
const leo = { kind: 'member' as const, id: 'u2', name: 'Leo Park' };
const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  at: '2026-07-03T14:42:10.000Z',
  kind: 'created',
  authors: [maya],
  ...fields,
});

describe('activityWords', () => {
  it('names the lanes and lists an item moved between, and a deleted one as such', () => {
    expect(activityWords(entry({ kind: 'lane', from: 'Doing', to: 'Done' }))).toBe(
      'moved it from Doing to Done',
    );
    expect(activityWords(entry({ kind: 'lane', from: null, to: 'Done' }))).toBe(
      'moved it from a deleted lane to Done',
    );
    expect(activityWords(entry({ kind: 'moved', from: 'Unassigned', to: null }))).toBe(
      'moved it from Unassigned to a deleted list',
    );
  });

  it('gives a rename its old and new title, and a create its first', () => {
    expect(activityWords(entry({ kind: 'renamed', from: 'Venue', to: 'Book the venue' }))).toBe(
      'renamed it from “Venue” to “Book the venue”',
    );
    expect(activityWords(entry({ kind: 'renamed', from: null, to: 'Deck' }))).toBe('renamed it to “Deck”');
    expect(activityWords(entry({ kind: 'created', to: 'Venue' }))).toBe('created it as “Venue”');
    expect(activityWords(entry({ kind: 'completed' }))).toBe('completed it');
    expect(activityWords(entry({ kind: 'reopened' }))).toBe('reopened it');
  });

  it('lists the fields an edit changed, and quotes a long comment cut short', () => {
    expect(activityWords(entry({ kind: 'edited', fields: ['due_date', 'priority', 'assignee_id'] }))).toBe(
      'changed the due date, priority, and assignee',
    );
    const long = 'a'.repeat(QUOTED_LENGTH + 10);
    const words = activityWords(entry({ kind: 'commented', text: long }));
    expect(words).toBe(`commented: “${'a'.repeat(QUOTED_LENGTH - 1)}…”`);
    expect(activityWords(entry({ kind: 'commented', text: 'Deposit paid.' }))).toBe(
      'commented: “Deposit paid.”',
    );
  });
});

describe('authorWords', () => {
  it('joins several authors, and says Someone when none was recorded', () => {
    expect(authorWords({ authors: [maya] })).toBe('Maya Chen');
    expect(authorWords({ authors: [maya, leo] })).toBe('Maya Chen and Leo Park');
    expect(authorWords({ authors: [] })).toBe('Someone');
  });
});
