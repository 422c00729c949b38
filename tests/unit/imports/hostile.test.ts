import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, ImportFormatError, ImportTooLargeError } from '@shared/formats/model';
import { readFreemind } from '@server/imports/formats/freemind';
import { readOpml } from '@server/imports/formats/opml';
import { readXmind } from '@server/imports/formats/xmind';
import { readZipEntries } from '@server/imports/formats/zip';
import { countNodes, maxDepth, rawZip, zipOf } from './map-helpers';

const LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>`;
const XXE = `<?xml version="1.0"?>\n<!DOCTYPE map [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>`;
const REFUSED = /^Line \d+: a document type declaration \(DOCTYPE\) is not accepted$/;

const everyXmlReader = {
  opml: (body: string) =>
    readOpml(`${body}<opml version="2.0"><body><outline text="&lol9;&xxe;"/></body></opml>`),
  mm: (body: string) => readFreemind(`${body}<map><node TEXT="&lol9;&xxe;"/></map>`),
  xmind8: async (body: string) =>
    readXmind(
      await zipOf({
        'content.xml': `${body}<xmap-content><sheet><topic><title>&lol9;&xxe;</title></topic></sheet></xmap-content>`,
      }),
    ),
};

const NODES = 100_000;

describe('hostile map files', () => {
  for (const [format, read] of Object.entries(everyXmlReader)) {
    it(`refuses billion laughs and external entities in ${format} at the DOCTYPE, before any entity`, async () => {
      await expect(async () => read(LAUGHS)).rejects.toThrow(REFUSED);
      await expect(async () => read(XXE)).rejects.toThrow(REFUSED);
      await expect(async () => read(XXE)).rejects.toThrow(ImportFormatError);
    });
  }

  it('refuses an entity reference that no DTD defines', () => {
    expect(() => readFreemind('<map>\n<node TEXT="&xxe;"/></map>')).toThrow(
      /^Line 2, column \d+: undefined entity/,
    );
  });

  it('refuses a zip bomb whose header tells its size, before inflating it', async () => {
    const bomb = rawZip([{ name: 'content.json', data: Buffer.alloc(20 * 1024 * 1024) }]);
    await expect(readXmind(bomb)).rejects.toThrow(
      new ImportTooLargeError('The archive entry content.json expands more than 100 times'),
    );
  });

  it('refuses a zip bomb whose header lies, once its inflated bytes pass the ratio', async () => {
    const bomb = rawZip([{ name: 'content.json', data: Buffer.alloc(20 * 1024 * 1024), declared: 1_000 }]);
    await expect(readXmind(bomb)).rejects.toThrow(
      new ImportTooLargeError('The archive entry content.json expands more than 100 times'),
    );
  });

  it('refuses an archive whose entries inflate past the total, counted as they inflate', async () => {
    const half = randomBytes(600 * 1024);
    const archive = rawZip([
      { name: 'a.json', data: half, declared: 10 },
      { name: 'b.json', data: half, declared: 10 },
    ]);
    const limits = { ...IMPORT_LIMITS, uncompressedBytes: 1024 * 1024 };
    await expect(readZipEntries(archive, () => true, limits)).rejects.toThrow(
      new ImportTooLargeError('The archive expands past 1 MiB'),
    );
    const read = await readZipEntries(archive, (name) => name === 'a.json', limits);
    expect(read.get('a.json')?.equals(half)).toBe(true);
  });

  it('refuses an archive of 10,001 entries, and takes one of 10,000', async () => {
    const entries = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ name: `f${index}.txt`, data: Buffer.from('x') }));
    await expect(readXmind(rawZip(entries(10_001)))).rejects.toThrow(
      new ImportTooLargeError('The archive has more than 10,000 entries'),
    );
    const content = { name: 'content.json', data: Buffer.from('[{"rootTopic":{"title":"Ok"}}]') };
    const [map] = await readXmind(rawZip([...entries(9_999), content]));
    expect(map?.title).toBe('Ok');
  });

  // The XMind files are stored uncompressed: deflated, so repetitive a text passes the ratio and is refused first.
  const deepFiles = {
    mm: () => readFreemind(`<map>${'<node TEXT="n">'.repeat(NODES)}${'</node>'.repeat(NODES)}</map>`),
    opml: () =>
      readOpml(
        `<opml><body>${'<outline text="n">'.repeat(NODES)}${'</outline>'.repeat(NODES)}</body></opml>`,
      ),
    xmind8: async () =>
      readXmind(
        await zipOf(
          {
            'content.xml': `<xmap-content><sheet>${'<topic><title>n</title><children><topics type="attached">'.repeat(NODES)}${'</topics></children></topic>'.repeat(NODES)}</sheet></xmap-content>`,
          },
          false,
        ),
      ),
    xmind: async () =>
      readXmind(
        await zipOf(
          {
            'content.json': `[{"rootTopic":${'{"title":"n","children":{"attached":['.repeat(NODES)}${']}}'.repeat(NODES)}}]`,
          },
          false,
        ),
      ),
  };
  for (const [format, read] of Object.entries(deepFiles)) {
    it(`flattens ${format} nesting 100,000 levels deep onto level 100, keeping every node`, async () => {
      const [map] = await read();
      expect(maxDepth(map!.root)).toBe(IMPORT_LIMITS.depth);
      expect(countNodes(map!.root)).toBe(NODES);
      expect(map?.counts.cut).toBe(NODES - 1 - IMPORT_LIMITS.depth);
    });
  }

  it('flattens deep OPML under a made-up root (several top-level outlines) onto level 100 too', () => {
    const [map] = readOpml(
      `<opml><body><outline text="first"/>${'<outline text="n">'.repeat(NODES)}${'</outline>'.repeat(NODES)}</body></opml>`,
    );
    expect(maxDepth(map!.root)).toBe(IMPORT_LIMITS.depth);
    expect(countNodes(map!.root)).toBe(NODES + 2);
    expect(map?.counts.cut).toBe(NODES - IMPORT_LIMITS.depth);
  });

  it('refuses a file that is not a zip as an XMind workbook', async () => {
    await expect(readXmind(Buffer.from('<opml/>'))).rejects.toThrow(ImportFormatError);
  });
});
