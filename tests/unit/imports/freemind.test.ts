import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '@shared/formats/model';
import { readFreemind } from '@server/imports/formats/freemind';
import { rows } from './map-helpers';

const freeplane = readFileSync(new URL('../../fixtures/imports/freeplane.mm', import.meta.url));

describe('readFreemind', () => {
  it('reads a Freeplane map: TEXT and rich HTML labels, notes and details, links, folds and sides, without styles', () => {
    const [map] = readFreemind(freeplane);
    expect(map?.title).toBe('Trip');
    expect(rows(map!.root, ['label', 'note', 'link', 'folded', 'side'])).toEqual([
      { depth: 0, label: 'Trip', note: '', link: null, folded: false, side: null },
      { depth: 1, label: 'Packing', note: '', link: null, folded: true, side: 'left' },
      { depth: 2, label: 'Passport\nand visa', note: '', link: null, folded: false, side: null },
      { depth: 2, label: 'Camera & lenses\nsecond line', note: '', link: null, folded: false, side: null },
      {
        depth: 1,
        label: 'Route',
        note: 'Drive north\nDay 1\nDay 2\n\nScenic',
        link: 'https://www.openstreetmap.org/',
        folded: false,
        side: 'right',
      },
      { depth: 2, label: 'Local file', note: '', link: null, folded: false, side: null },
      { depth: 2, label: 'Other node', note: '', link: null, folded: false, side: null },
      { depth: 2, label: 'Escaped note', note: 'From CDATA\nTwo', link: null, folded: false, side: null },
      { depth: 1, label: 'Ελληνικά 😀', note: '', link: null, folded: false, side: 'right' },
    ]);
  });

  it('reads a FreeMind 1.0 map, ignoring POSITION below the root children and Mindlane positions when incomplete', () => {
    const mm = `<map version="1.0.1"><node TEXT="Root"><attribute NAME="mindlane:x" VALUE="400"/><attribute NAME="mindlane:y" VALUE="300"/>
      <node TEXT="A" POSITION="left"><attribute NAME="mindlane:x" VALUE="10"/><node TEXT="A1" POSITION="right"/></node>
      <node TEXT="B"><attribute NAME="owner" VALUE="me"/></node></node></map>`;
    const [map] = readFreemind(mm);
    expect(rows(map!.root, ['label', 'side', 'position'])).toEqual([
      { depth: 0, label: 'Root', side: null, position: { x: 400, y: 300 } },
      { depth: 1, label: 'A', side: 'left', position: null },
      { depth: 2, label: 'A1', side: null, position: null },
      { depth: 1, label: 'B', side: null, position: null },
    ]);
  });

  it('cuts notes over 20,000 characters and counts the cut', () => {
    const mm = `<map><node TEXT="Root"><richcontent TYPE="NOTE"><html><body><p>${'n'.repeat(20_010)}</p></body></html></richcontent></node></map>`;
    const [map] = readFreemind(mm);
    expect(map?.root.note).toHaveLength(20_000);
    expect(map?.counts.cut).toBe(1);
  });

  it('names the problem in a malformed or foreign file', () => {
    expect(() => readFreemind('<map>\n<node TEXT="a">\n<node TEXT="b">\n</map>')).toThrow(
      /^Line 4, column \d+: unexpected close tag/,
    );
    expect(() => readFreemind('<map>\n<node TEXT="a">\n')).toThrow(/^Line 3.*unclosed tag: node/);
    expect(() => readFreemind('<opml/>')).toThrow(
      new ImportFormatError('Not a FreeMind map: the root element is <opml>'),
    );
    expect(() => readFreemind('<map version="1.0.1"></map>')).toThrow(
      new ImportFormatError('The map has no <node> element'),
    );
    expect(() => readFreemind('<map><node TEXT="a & b"/></map>')).toThrow(ImportFormatError);
  });
});
