import { describe, expect, it } from 'vitest';
import { MENTION_PATTERN, mentionsIn } from '@shared/api/todos';
import { authorLabel } from '@client/components/comments/comment-feed';
import { splitMentions } from '@client/components/comments/mentions';

const mentions = (text: string) =>
  splitMentions(text)
    .filter((part) => part.mention)
    .map((part) => part.text);

describe('splitMentions', () => {
  it('marks an @ followed by word characters or hyphens, and nothing else', () => {
    expect(splitMentions('Ask @anna-lee about it, @bob_2.')).toEqual([
      { text: 'Ask ', mention: false },
      { text: '@anna-lee', mention: true },
      { text: ' about it, ', mention: false },
      { text: '@bob_2', mention: true },
      { text: '.', mention: false },
    ]);
    expect(mentions('@ alone, @@, a@ and @.dot')).toEqual([]);
  });

  it('keeps the text whole, line breaks and markup included, so it renders as the same text', () => {
    const text = '<b>@x</b>\n\n@y&amp; <script>@z</script>';
    expect(
      splitMentions(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(mentions(text)).toEqual(['@x', '@y', '@z']);
  });

  it('handles a mention at either end and text without any', () => {
    expect(splitMentions('@start middle @end')).toEqual([
      { text: '@start', mention: true },
      { text: ' middle ', mention: false },
      { text: '@end', mention: true },
    ]);
    expect(splitMentions('no mentions here')).toEqual([{ text: 'no mentions here', mention: false }]);
    expect(splitMentions('')).toEqual([]);
  });

  it('highlights exactly what the server notifies, however often it runs', () => {
    const text = 'cc @Anna, @anna and @bob-smith';
    for (let round = 0; round < 3; round += 1) {
      expect(mentions(text).map((mention) => mention.slice(1).toLowerCase())).toEqual([
        'anna',
        'anna',
        'bob-smith',
      ]);
    }
    expect(mentionsIn(text)).toEqual(['anna', 'bob-smith']);
    expect(MENTION_PATTERN.lastIndex).toBe(0);
  });
});

describe('authorLabel', () => {
  it("says 'Me' for the signed-in user's own comments, else the author, else 'Anon'", () => {
    expect(authorLabel({ author: 'Anna', author_id: 'u1' }, 'u1')).toBe('Me');
    expect(authorLabel({ author: 'Anna', author_id: 'u1' }, 'u2')).toBe('Anna');
    expect(authorLabel({ author: null, author_id: null }, 'u2')).toBe('Anon');
    expect(authorLabel({ author: '  ', author_id: 'u3' }, null)).toBe('Anon');
    expect(authorLabel({ author: 'Anna', author_id: null }, null)).toBe('Anna');
  });
});
