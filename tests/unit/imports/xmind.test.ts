import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '@shared/formats/model';
import { readXmind } from '@server/imports/formats/xmind';
import { rows, zipOf } from './map-helpers';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/imports/${name}`, import.meta.url));
const MANIFEST = JSON.stringify({ 'file-entries': { 'content.json': {}, 'metadata.json': {} } });

describe('readXmind', () => {
  it('reads each sheet of a current workbook as a map: attached topics, notes, links, folds, sides', async () => {
    const workbook = await zipOf({
      'content.json': fixture('xmind-content.json'),
      // XMind writes a content.xml that only warns older versions; content.json wins.
      'content.xml': '<xmap-content><sheet><topic><title>Warning</title></topic></sheet></xmap-content>',
      'manifest.json': MANIFEST,
      'metadata.json': '{}',
    });
    const maps = await readXmind(workbook);
    expect(maps.map((map) => map.title)).toEqual(['Launch', 'Retrospective']);
    const [launch] = maps;
    expect(rows(launch!.root, ['label', 'note', 'link', 'folded', 'side'])).toEqual([
      { depth: 0, label: 'Product launch', note: '', link: null, folded: false, side: null },
      {
        depth: 1,
        label: 'Marketing',
        note: 'Budget first\nThen channels',
        link: 'https://example.com/marketing',
        folded: true,
        side: 'right',
      },
      { depth: 2, label: 'Ads', note: '', link: null, folded: false, side: null },
      { depth: 1, label: 'Engineering', note: '', link: null, folded: false, side: 'left' },
      { depth: 2, label: 'Release 🚀', note: '', link: null, folded: false, side: null },
      { depth: 1, label: 'Support', note: '', link: null, folded: false, side: 'left' },
    ]);
    expect(launch?.counts).toEqual({ skipped: 1, cut: 0 });
  });

  it('picks one sheet by its number or its title', async () => {
    const workbook = await zipOf({ 'content.json': fixture('xmind-content.json') });
    expect((await readXmind(workbook, { sheet: '2' })).map((map) => map.title)).toEqual(['Retrospective']);
    expect((await readXmind(workbook, { sheet: 'Launch' })).map((map) => map.title)).toEqual(['Launch']);
    await expect(readXmind(workbook, { sheet: '3' })).rejects.toThrow(
      new ImportFormatError('The workbook has no sheet 3 (it has 2)'),
    );
    await expect(readXmind(workbook, { sheet: 'Budget' })).rejects.toThrow(
      new ImportFormatError('The workbook has no sheet titled "Budget"'),
    );
  });

  it('reads an XMind 8 workbook from content.xml', async () => {
    const maps = await readXmind(await zipOf({ 'content.xml': fixture('xmind8-content.xml') }));
    expect(maps.map((map) => map.title)).toEqual(['Thesis', 'Sheet 2']);
    expect(rows(maps[0]!.root, ['label', 'note', 'link', 'folded'])).toEqual([
      { depth: 0, label: 'Research', note: '', link: null, folded: false },
      {
        depth: 1,
        label: 'Papers',
        note: 'Read two a week',
        link: 'https://example.org/papers',
        folded: true,
      },
      { depth: 2, label: 'Ethics', note: '', link: null, folded: false },
      { depth: 1, label: 'Interviews — 東京', note: '', link: null, folded: false },
    ]);
    expect(maps[0]?.counts).toEqual({ skipped: 1, cut: 0 });
  });

  it('names the problem in a broken workbook', async () => {
    await expect(readXmind(Buffer.from('PK not really a zip'))).rejects.toThrow(
      /^The file is not a zip archive/,
    );
    await expect(
      readXmind(await zipOf({ 'content.json': '[{"rootTopic": {"title": "a",}}]' })),
    ).rejects.toThrow(/^content\.json is not valid JSON: /);
    await expect(readXmind(await zipOf({ 'content.json': '{"sheets": []}' }))).rejects.toThrow(
      new ImportFormatError('content.json does not hold a list of sheets'),
    );
    await expect(readXmind(await zipOf({ 'content.json': '[{"title": "Empty"}]' }))).rejects.toThrow(
      new ImportFormatError('Sheet 1 has no root topic'),
    );
    await expect(readXmind(await zipOf({ 'content.json': '[]' }))).rejects.toThrow(
      new ImportFormatError('The workbook has no sheets'),
    );
    await expect(readXmind(await zipOf({ 'readme.txt': 'hello' }))).rejects.toThrow(
      new ImportFormatError('Not an XMind file: the archive has no content.json or content.xml'),
    );
    await expect(
      readXmind(await zipOf({ 'content.xml': '<xmap-content>\n<sheet>\n<topic><title>a</title>\n</sheet>' })),
    ).rejects.toThrow(/^Line 4, column \d+: unexpected close tag/);
  });
});
