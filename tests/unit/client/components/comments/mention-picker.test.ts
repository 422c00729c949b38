import { describe, expect, it } from 'vitest';
import { handlesOf, mentionHandle, mentionsIn } from '@shared/api/todos';
import { mentionAt } from '@client/components/comments/mention-picker';

describe('mentionAt', () => {
  it('finds the @word being typed at the caret', () => {
    expect(mentionAt('Hi @Bo', 6)).toEqual({ start: 3, query: 'bo' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('Hi @bo there', 12)).toBeNull();
  });

  it('ignores an @ inside a word, as in an e-mail address', () => {
    expect(mentionAt('mail bob@example', 16)).toBeNull();
  });
});

describe('mentionHandle', () => {
  it('inserts a handle the server reads back as one of the member’s handles', () => {
    const member = { name: 'Jo Smith', email: 'jo.smith@example.org' };
    const handle = mentionHandle(member);
    expect(handle).toBe('jo-smith');
    expect(mentionsIn(`ping @${handle} now`)).toEqual([handle]);
    expect(handlesOf(member)).toContain(mentionsIn(`@${handle}`)[0]);
  });
});
