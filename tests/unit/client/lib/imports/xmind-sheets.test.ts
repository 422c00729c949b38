import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readXmindSheets } from '@client/lib/imports/xmind-sheets';
import { readXmind } from '@server/imports/formats/xmind';
import { rawZip, zipOf } from '../../../../helpers/zip-files';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../fixtures/imports/${name}`, import.meta.url));
const sheetsOf = (bytes: Buffer) => readXmindSheets(new Blob([new Uint8Array(bytes)]));

describe('readXmindSheets (the browser’s look into a workbook before it is sent)', () => {
  it('lists the sheets of a current and an XMind 8 workbook as the server titles and numbers them', async () => {
    const current = await zipOf({
      'content.json': fixture('xmind-content.json'),
      'content.xml': '<xmap-content><sheet><topic><title>Warning</title></topic></sheet></xmap-content>',
    });
    const legacy = await zipOf({ 'content.xml': fixture('xmind8-content.xml') });
    for (const workbook of [current, legacy]) {
      const server = (await readXmind(workbook)).map((map) => map.title);
      expect(await sheetsOf(workbook)).toEqual(server);
    }
    expect(await sheetsOf(legacy)).toEqual(['Thesis', 'Sheet 2']);
    // Stored rather than deflated, as some tools write them.
    expect(await sheetsOf(await zipOf({ 'content.json': fixture('xmind-content.json') }, false))).toEqual([
      'Launch',
      'Retrospective',
    ]);
  });

  it('names a sheet with neither title by its first root topic, or not at all', async () => {
    const xml = `<xmap-content>
      <sheet><topic><title>First root</title><children><topics type="attached">
        <topic><title>Child</title></topic></topics></children></topic><topic><title>Second root</title></topic></sheet>
      <sheet><topic/></sheet></xmap-content>`;
    expect(await sheetsOf(await zipOf({ 'content.xml': xml }))).toEqual(['First root', '']);
    const json = JSON.stringify([{ rootTopic: { title: ' Plan ' } }, { title: '', rootTopic: {} }]);
    expect(await sheetsOf(await zipOf({ 'content.json': json }))).toEqual(['Plan', '']);
  });

  it('leaves to the server what it cannot read, or would refuse: no answer rather than a guess', async () => {
    const bomb = Buffer.from(`[${' '.repeat(8 * 1024 * 1024)}]`);
    const cases = {
      'not a zip': Buffer.from('<opml version="2.0"/>'),
      'a zip without content': await zipOf({ 'manifest.json': '{}' }),
      'broken JSON': await zipOf({ 'content.json': '[{"title": "a",}]' }),
      'JSON that is not a list': await zipOf({ 'content.json': '{"sheets": []}' }),
      'a document type declaration': await zipOf({
        'content.xml':
          '<!DOCTYPE x [<!ENTITY a "b">]><xmap-content><sheet><title>&a;</title></sheet></xmap-content>',
      }),
      'another root element': await zipOf({ 'content.xml': '<map><sheet><title>A</title></sheet></map>' }),
      'a content file that expands past the ratio': await zipOf({ 'content.json': bomb }),
      'a header that lies about the size': rawZip([{ name: 'content.json', data: bomb, declared: 100 }]),
      'a truncated archive': (await zipOf({ 'content.json': fixture('xmind-content.json') })).subarray(0, 60),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      expect(await sheetsOf(bytes), name).toBeNull();
    }
  });
});
