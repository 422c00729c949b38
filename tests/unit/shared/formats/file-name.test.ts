import { describe, expect, it } from 'vitest';
import { contentDisposition, fileName } from '@shared/formats/file-name';

describe('fileName', () => {
  it('keeps letters, digits and dashes, spaces as dashes, at most 60 characters', () => {
    expect(fileName('  Q3 plan: "draft" / v2 ', 'opml')).toBe('Q3-plan-draft-v2.opml');
    expect(fileName('x'.repeat(80), 'mm')).toBe(`${'x'.repeat(60)}.mm`);
  });

  it('falls back when nothing is left', () => {
    expect(fileName('日本語', 'xmind')).toBe('mind-map.xmind');
    expect(fileName('', 'csv', 'board')).toBe('board.csv');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII filename and the whole title in UTF-8, quotes and all', () => {
    expect(contentDisposition('Plan "A" (draft)', 'md')).toBe(
      `attachment; filename="Plan-A-draft.md"; filename*=UTF-8''Plan%20A%20%28draft%29.md`,
    );
  });

  it('keeps non-Latin titles whole in filename*', () => {
    const header = contentDisposition('Карта 日本 😀', 'opml');
    expect(header).toBe(
      `attachment; filename="mind-map.opml"; filename*=UTF-8''${encodeURIComponent('Карта 日本 😀.opml')}`,
    );
    expect(decodeURIComponent(header.split("''")[1]!)).toBe('Карта 日本 😀.opml');
  });

  it('drops path separators, control characters and header breakers', () => {
    const header = contentDisposition('a/b\\c\r\nSet-Cookie: x', 'mm');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="abcSet-Cookie-x.mm"; filename*=UTF-8''abcSet-Cookie%20x.mm`);
  });
});
