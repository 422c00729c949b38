import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '@shared/formats/model';
import { readMarkdown } from '@server/imports/formats/markdown';
import { rows } from './map-helpers';

describe('readMarkdown', () => {
  it('nests headings by level and lists by indentation under the heading before them, as markmap does', () => {
    const markdown = [
      '---',
      'markmap:',
      '  colorFreezeLevel: 2',
      '---',
      '# Garden',
      '',
      'A plan for spring.',
      '',
      '## Beds',
      '- Tomatoes',
      '  - Cherry',
      '    Sow in March',
      '    indoors',
      '  - Plum',
      '* Basil',
      '### Soil',
      '1. Compost',
      '2. [Mulch](https://example.com/mulch "guide")',
      '## [Tools 🧰](https://example.com/tools)',
      '\t- Spade',
      '\t\t- Handle',
      '# Later',
    ].join('\r\n');
    const [map] = readMarkdown(Buffer.from(markdown));
    expect(map?.title).toBe('Garden');
    expect(rows(map!.root, ['label', 'note', 'link'])).toEqual([
      { depth: 0, label: 'Garden', note: 'A plan for spring.', link: null },
      { depth: 1, label: 'Beds', note: '', link: null },
      { depth: 2, label: 'Tomatoes', note: '', link: null },
      { depth: 3, label: 'Cherry', note: 'Sow in March\nindoors', link: null },
      { depth: 3, label: 'Plum', note: '', link: null },
      { depth: 2, label: 'Basil', note: '', link: null },
      { depth: 2, label: 'Soil', note: '', link: null },
      { depth: 3, label: 'Compost', note: '', link: null },
      { depth: 3, label: 'Mulch', note: '', link: 'https://example.com/mulch' },
      { depth: 1, label: 'Tools 🧰', note: '', link: 'https://example.com/tools' },
      { depth: 2, label: 'Spade', note: '', link: null },
      { depth: 3, label: 'Handle', note: '', link: null },
      { depth: 1, label: 'Later', note: '', link: null },
    ]);
  });

  it('takes the only top-level item as the root when there is no heading, or an untitled root above several', () => {
    expect(rows(readMarkdown('- Solo\n  - Child')[0]!.root)).toEqual([
      { depth: 0, label: 'Solo' },
      { depth: 1, label: 'Child' },
    ]);
    const [several] = readMarkdown('- One\n- Two');
    expect(several?.title).toBe('Untitled Map');
    expect(rows(several!.root)).toEqual([
      { depth: 0, label: '' },
      { depth: 1, label: 'One' },
      { depth: 1, label: 'Two' },
    ]);
  });

  it('reads escapes as the characters typed, keeps code blocks as notes and drops unsafe links', () => {
    const markdown = [
      '# \\# Plan \\*now\\*',
      '- \\*bold\\* \\[link\\] a\\|b',
      '  ```',
      '  - not an item',
      '  ```',
      '- [Run](file:///etc/passwd)',
    ].join('\n');
    expect(rows(readMarkdown(markdown)[0]!.root, ['label', 'note', 'link'])).toEqual([
      { depth: 0, label: '# Plan *now*', note: '', link: null },
      { depth: 1, label: '*bold* [link] a|b', note: '- not an item', link: null },
      { depth: 1, label: 'Run', note: '', link: null },
    ]);
  });

  it('flattens list nesting deeper than 100 levels onto level 100', () => {
    const lines = [
      '# Deep',
      ...Array.from({ length: 150 }, (_, depth) => `${' '.repeat(depth)}- L${depth + 1}`),
    ];
    const [map] = readMarkdown(lines.join('\n'));
    const all = rows(map!.root);
    expect(Math.max(...all.map((row) => row.depth as number))).toBe(100);
    expect(all).toHaveLength(151);
    expect(map?.counts.cut).toBe(50);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => readMarkdown(Buffer.from([0x23, 0x20, 0xff, 0xfe]))).toThrow(
      new ImportFormatError('The file is not UTF-8 text'),
    );
  });
});
