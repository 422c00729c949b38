import { describe, expect, it } from 'vitest';
import { shortLabel } from '@client/features/mind-maps/components/canvas/label-painter';
import { LABEL_MAX_CHARS } from '@client/features/mind-maps/components/canvas/theme';

describe('shortLabel', () => {
  it('keeps a label that fits, trimmed', () => {
    expect(shortLabel('  Launch plan ')).toBe('Launch plan');
    const exact = 'x'.repeat(LABEL_MAX_CHARS);
    expect(shortLabel(exact)).toBe(exact);
  });

  it('cuts a long label to 28 characters ending in an ellipsis', () => {
    const text = shortLabel('A very long node label that goes on and on');
    expect(text).toHaveLength(LABEL_MAX_CHARS);
    expect(text).toBe('A very long node label that…');
  });

  it('shows "Untitled" for a blank label', () => {
    expect(shortLabel('')).toBe('Untitled');
    expect(shortLabel('   ')).toBe('Untitled');
  });
});
