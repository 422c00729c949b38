import { describe, expect, it, vi } from 'vitest';
import { remembered } from '@shared/remembered';

describe('remembered', () => {
  it('computes each key once and answers it again from memory', () => {
    const compute = vi.fn((key: string) => key.length);
    const length = remembered(compute, 10);
    expect([length('ab'), length('abc'), length('ab'), length('abc')]).toEqual([2, 3, 2, 3]);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('remembers falsy answers too', () => {
    const compute = vi.fn(() => false);
    const never = remembered(compute, 10);
    never('x');
    never('x');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps at most `max` answers, forgetting them all when full', () => {
    const compute = vi.fn((key: string) => key);
    const same = remembered(compute, 2);
    same('a');
    same('b');
    same('c'); // full: a and b forgotten
    same('c');
    same('a');
    expect(compute.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'a']);
  });
});
