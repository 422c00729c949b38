import { describe, expect, it } from 'vitest';
import { markdownLines } from '@shared/formats/map-markdown';
import { readFreemind } from '@server/imports/formats/freemind';
import { readMarkdown } from '@server/imports/formats/markdown';
import { readOpml } from '@server/imports/formats/opml';
import { readXmind } from '@server/imports/formats/xmind';
import { writeFreemind } from '@server/exports/formats/freemind-writer';
import { writeOpml } from '@server/exports/formats/opml-writer';
import { writeXmind } from '@server/exports/formats/xmind-writer';
import { collect, map, node, rows } from './map-helpers';

/** A map with what each format must keep: Unicode and markup characters, notes, links, folds, sides, positions. */
function sample() {
  const root = node('Plan <2027> & "beyond"', {
    position: { x: 400, y: 300 },
    note: 'Root note',
    children: [
      node('Research 🔬', {
        side: 'right',
        position: { x: 620.5, y: 180 },
        note: 'Talk to users\nRead the reports',
        link: 'https://example.com/research?a=1&b=2',
        children: [
          node('日本語', { position: { x: 800, y: 150 } }),
          node('עברית', { position: { x: 800, y: 210 }, link: 'mailto:team@example.com' }),
        ],
      }),
      node('Build', {
        side: 'right',
        position: { x: 620, y: 300 },
        folded: true,
        // An open node under a folded one: OPML's expansionState cannot say so, mindlaneFolded does.
        children: [
          node('Backend', {
            position: { x: 780, y: 300 },
            note: 'Schema  first\n\nthen   data',
            children: [node('Tables', { position: { x: 900, y: 300 } })],
          }),
        ],
      }),
      node('Ship', {
        side: 'left',
        position: { x: 150, y: -40.25 },
        children: [
          node('Leaf', {
            position: { x: -20, y: -40 },
            children: [node('Deeper', { position: { x: -200, y: -40 } })],
          }),
        ],
      }),
    ],
  });
  return map(root, 'Plan <2027> & "beyond"');
}

const ALL = ['label', 'note', 'link', 'folded', 'side', 'position'] as const;

describe('map export and import round trips', () => {
  it('OPML keeps labels, structure, notes, links, folds and positions', () => {
    const original = sample();
    const [copy] = readOpml(Buffer.from([...writeOpml(original)].join('')));
    expect(copy?.title).toBe(original.title);
    // OPML has no sides.
    expect(rows(copy!.root, ['label', 'note', 'link', 'folded', 'position'])).toEqual(
      rows(original.root, ['label', 'note', 'link', 'folded', 'position']),
    );
  });

  it('FreeMind .mm keeps labels, structure, notes, links, folds, sides and positions', () => {
    const original = sample();
    const [copy] = readFreemind([...writeFreemind(original)].join(''));
    // .mm names a map by its root.
    expect(copy?.title).toBe(original.root.label);
    expect(rows(copy!.root, [...ALL])).toEqual(rows(original.root, [...ALL]));
  });

  it('XMind keeps the title, labels, structure, notes, links, folds, sides and positions', async () => {
    const original = sample();
    const [copy] = await readXmind(await collect(writeXmind(original)));
    expect(copy?.title).toBe(original.title);
    expect(rows(copy!.root, [...ALL])).toEqual(rows(original.root, [...ALL]));
  });

  it('Markdown keeps labels, structure, notes and links', () => {
    const original = sample();
    // The root's note is the map's description there, and blank lines inside notes are not kept.
    original.root.note = '';
    original.root.children[1]!.children[0]!.note = 'Schema  first\nthen   data';
    const [copy] = readMarkdown([...markdownLines(original)].join(''));
    expect(rows(copy!.root, ['label', 'note', 'link'])).toEqual(
      rows(original.root, ['label', 'note', 'link']),
    );
  });

  it('drops characters XML cannot hold and keeps the rest', () => {
    const original = map(node('a\u0001b\uFFFEc\uD800d 😀', { note: 'x\u0000y' }));
    const opml = readOpml([...writeOpml(original)].join(''))[0]!;
    const mm = readFreemind([...writeFreemind(original)].join(''))[0]!;
    for (const copy of [opml, mm]) expect([copy.root.label, copy.root.note]).toEqual(['abcd 😀', 'xy']);
  });

  it('writes a large map in many chunks rather than one string', () => {
    const root = node('Root', {
      children: Array.from({ length: 5_000 }, (_, index) => node(`Node ${index}`)),
    });
    expect([...writeOpml(map(root))].length).toBeGreaterThan(5);
    expect([...writeFreemind(map(root))].length).toBeGreaterThan(5);
  });
});
