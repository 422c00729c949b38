import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '../../../server/src/plugins/app/rest-cache/answer-cache';

describe('createAnswerCache', () => {
  it('keeps answers by tag and lets the longest kept go first once over its size', () => {
    const cache = createAnswerCache(80);
    cache.set('a', 'x'.repeat(10));
    cache.set('b', 'y'.repeat(10));
    expect(cache.get('a')?.toString()).toBe('x'.repeat(10));
    for (const tag of ['c', 'd', 'e', 'f', 'g', 'h', 'i']) cache.set(tag, tag.repeat(10));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.toString()).toBe('y'.repeat(10));
    expect(cache.get('i')?.toString()).toBe('i'.repeat(10));
  });

  it('does not keep an answer larger than an eighth of its size, nor replace one under the same tag', () => {
    const cache = createAnswerCache(80);
    cache.set('big', 'z'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    cache.set('same', 'first');
    cache.set('same', 'second');
    expect(cache.get('same')?.toString()).toBe('first');
  });
});
