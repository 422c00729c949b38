import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '@shared/formats/model';
import { readOpml } from '@server/imports/formats/opml';
import { rows } from './map-helpers';

// After the OPML 2.0 specification's outline examples (opml.org/spec2.opml): a head with a title and an
// expansionState, a body of nested outlines.
const PLAN = `<?xml version="1.0" encoding="ISO-8859-1"?>
<opml version="2.0">
  <head>
    <title>Caf\u00e9 plan</title>
    <dateCreated>Mon, 31 Oct 2005 19:23:00 GMT</dateCreated>
    <expansionState>1,2</expansionState>
  </head>
  <body>
    <outline text="Caf\u00e9 plan">
      <outline text="Menu" _note="Seasonal&#10;Local">
        <outline text="Coffee"/>
      </outline>
      <outline text="Suppliers">
        <outline text="Roaster" type="link" url="https://example.com/roaster"/>
      </outline>
    </outline>
  </body>
</opml>`;

describe('readOpml', () => {
  it('reads the title, the tree, notes and links, and folds what the expansion state leaves closed', () => {
    const [map] = readOpml(Buffer.from(PLAN, 'latin1'));
    expect(map?.title).toBe('Café plan');
    expect(rows(map!.root, ['label', 'note', 'link', 'folded'])).toEqual([
      { depth: 0, label: 'Café plan', note: '', link: null, folded: false },
      { depth: 1, label: 'Menu', note: 'Seasonal\nLocal', link: null, folded: false },
      { depth: 2, label: 'Coffee', note: '', link: null, folded: false },
      { depth: 1, label: 'Suppliers', note: '', link: null, folded: true },
      { depth: 2, label: 'Roaster', note: '', link: 'https://example.com/roaster', folded: false },
    ]);
  });

  it('counts lines as displayed: lines under a collapsed outline do not count', () => {
    const xml = `<opml version="2.0"><head><expansionState>1,3</expansionState></head><body>
      <outline text="Root"><outline text="A"><outline text="A1"/></outline><outline text="B"><outline text="B1"/></outline></outline>
    </body></opml>`;
    const [map] = readOpml(xml);
    expect(rows(map!.root, ['label', 'folded']).filter((row) => row.depth === 1)).toEqual([
      { depth: 1, label: 'A', folded: true },
      { depth: 1, label: 'B', folded: false },
    ]);
  });

  it('puts several top-level outlines under a root named by the title, with nothing folded without expansionState', () => {
    const xml = `<opml version="2.0"><head><title>Reading</title></head><body>
      <outline text="日本語の本"><outline text="小説"/></outline><outline text="كتب عربية"/><outline text="📚 Stack"/>
    </body></opml>`;
    const [map] = readOpml(xml);
    expect(map?.title).toBe('Reading');
    expect(rows(map!.root, ['label', 'folded'])).toEqual([
      { depth: 0, label: 'Reading', folded: false },
      { depth: 1, label: '日本語の本', folded: false },
      { depth: 2, label: '小説', folded: false },
      { depth: 1, label: 'كتب عربية', folded: false },
      { depth: 1, label: '📚 Stack', folded: false },
    ]);
  });

  it('keeps only web and mail links and reads Mindlane positions', () => {
    const xml = `<opml version="2.0"><body><outline text="Root" mindlaneX="400" mindlaneY="-12.5">
      <outline text="Script" url="javascript:alert(1)"/><outline text="Mail" url="mailto:team@example.com" mindlaneX="x" mindlaneY="1"/>
    </outline></body></opml>`;
    const [map] = readOpml(xml);
    expect(rows(map!.root, ['link', 'position'])).toEqual([
      { depth: 0, link: null, position: { x: 400, y: -12.5 } },
      { depth: 1, link: null, position: null },
      { depth: 1, link: 'mailto:team@example.com', position: null },
    ]);
  });

  it('cuts labels over 500 characters and counts them', () => {
    const xml = `<opml version="2.0"><body><outline text="${'a'.repeat(600)}"/></body></opml>`;
    const [map] = readOpml(xml);
    expect(map?.root.label).toHaveLength(500);
    expect(map?.counts.cut).toBe(1);
  });

  it('refuses a file that is not OPML, and malformed XML with its line', () => {
    expect(() => readOpml('<rss version="2.0"></rss>')).toThrow(
      new ImportFormatError('Not an OPML file: the root element is <rss>'),
    );
    expect(() => readOpml('<opml version="2.0">\n<body>\n<outline text="a">\n</body></opml>')).toThrow(
      /^Line 4, column \d+: unexpected close tag/,
    );
    expect(() => readOpml('<opml version="2.0">\n<body>\n<outline text="a">')).toThrow(
      /^Line 3.*unclosed tag: outline/,
    );
  });

  it('refuses encodings it does not read, and bytes that break the declared one', () => {
    const utf16 = '<?xml version="1.0" encoding="UTF-16"?><opml version="2.0"/>';
    expect(() => readOpml(Buffer.from(utf16))).toThrow(
      new ImportFormatError('Unsupported XML encoding "utf-16"'),
    );
    const broken = Buffer.concat([
      Buffer.from('<opml version="2.0"><head><title>'),
      Buffer.from([0xc3, 0x28]),
    ]);
    expect(() => readOpml(broken)).toThrow(new ImportFormatError('The file is not valid UTF-8 text'));
  });
});
