import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { FIRST_SYNC_LIMITS, UPDATE_LIMITS, updateRefusal } from '@server/collab/update-scan';
import { jsonWithinDepth, MAX_NESTING_DEPTH } from '@server/json-depth';
import {
  HOSTILE,
  WELL_FORMED,
  itemUpdate,
  manyStructs,
  mergeChain,
  nestedAny,
  nestedJson,
} from '../../helpers/crafted-updates';

const EMBED = 5;
const ANY = 8;

/** A document holding every kind of content an application writes, some of it deleted. */
function richDocument(): Y.Doc {
  const doc = new Y.Doc();
  const nodes = doc.getMap('nodes');
  for (let index = 0; index < 200; index += 1) {
    const node = new Y.Map();
    nodes.set(`n${index}`, node);
    node.set('label', `héllo 😀 ${index}`);
    node.set('x', index * 1.5);
    node.set('big', 2n ** 40n);
    node.set('value', {
      list: [1, { deep: null }],
      bytes: new Uint8Array([1, 2]),
      flag: true,
      none: undefined,
    });
  }
  for (let index = 0; index < 50; index += 1) nodes.delete(`n${index * 3}`);
  const text = doc.getText('text');
  text.insert(0, 'abc😀def');
  text.format(1, 2, { bold: true });
  text.insertEmbed(3, { image: 'a.png' });
  const notes = doc.getArray('notes');
  for (let index = 0; index < 20; index += 1) notes.push([{ id: `${index}`, text: 'note' }, -5, 'x']);
  notes.delete(2, 5);
  doc.getXmlFragment('xml').insert(0, [new Y.XmlElement('p'), new Y.XmlText('hi')]);
  doc.getMap('hooks').set('hook', new Y.XmlHook('h'));
  return doc;
}

const applies = (update: Uint8Array) => {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return Y.encodeStateAsUpdate(doc);
};

describe('updateRefusal', () => {
  it("passes a real document's whole state, its incremental updates and their merge", () => {
    const updates: Uint8Array[] = [];
    const doc = new Y.Doc();
    doc.on('update', (update: Uint8Array) => updates.push(update));
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(richDocument()));
    doc.getText('text').delete(1, 3);
    doc.getMap('nodes').set('n1', 'changed');
    for (const update of [Y.encodeStateAsUpdate(doc), ...updates, Y.mergeUpdates(updates)]) {
      expect(updateRefusal(update, UPDATE_LIMITS)).toBeNull();
    }
    expect(updateRefusal(Y.encodeStateAsUpdate(new Y.Doc()), UPDATE_LIMITS)).toBeNull();
  });

  it('passes every kind of content, well formed, which Yjs applies and encodes again', () => {
    for (const [what, update] of Object.entries(WELL_FORMED)) {
      expect(updateRefusal(update, UPDATE_LIMITS), what).toBeNull();
      expect(() => applies(update), what).not.toThrow();
    }
  });

  it.each(Object.keys(HOSTILE))('refuses %s', (what) => {
    expect(updateRefusal(HOSTILE[what]!, UPDATE_LIMITS)).toEqual(expect.any(String));
  });

  it('refuses every prefix of a real update without throwing', () => {
    const update = Y.encodeStateAsUpdate(richDocument());
    const passed: number[] = [];
    // Every length near the end (the delete set), and one in seven before it.
    for (let length = 0; length < update.length; length += length < update.length - 200 ? 7 : 1) {
      if (updateRefusal(update.subarray(0, length), UPDATE_LIMITS) === null) passed.push(length);
    }
    expect(passed).toEqual([]);
  });

  it(`accepts values nested ${MAX_NESTING_DEPTH} deep and refuses one level more`, () => {
    const any = (depth: number) =>
      itemUpdate(ANY, (e) => {
        encoding.writeVarUint(e, 1);
        nestedAny(depth)(e);
      });
    const embed = (depth: number) => itemUpdate(EMBED, (e) => encoding.writeVarString(e, nestedJson(depth)));
    expect(updateRefusal(any(MAX_NESTING_DEPTH), UPDATE_LIMITS)).toBeNull();
    expect(() => applies(any(MAX_NESTING_DEPTH))).not.toThrow();
    expect(updateRefusal(any(MAX_NESTING_DEPTH + 1), UPDATE_LIMITS)).toMatch(/too deeply/);
    expect(updateRefusal(embed(MAX_NESTING_DEPTH), UPDATE_LIMITS)).toBeNull();
    expect(updateRefusal(embed(MAX_NESTING_DEPTH + 1), UPDATE_LIMITS)).toMatch(/too deeply/);
  });

  it('counts the copies Yjs makes merging a run of items, as Yjs merges them', () => {
    // 1,000 items cost 500,000 copies: under the limit; Yjs makes them one item.
    const short = mergeChain(1_000);
    expect(updateRefusal(short, UPDATE_LIMITS)).toBeNull();
    const doc = new Y.Doc();
    Y.applyUpdate(doc, short);
    expect(doc.store.clients.get([...doc.store.clients.keys()][0]!)).toHaveLength(1);
    expect(updateRefusal(mergeChain(2_000), UPDATE_LIMITS)).toMatch(/merge/);
  });

  it('holds an incremental update to fewer structs than a first sync', () => {
    const update = manyStructs(UPDATE_LIMITS.maxStructs + 1);
    expect(updateRefusal(update, UPDATE_LIMITS)).toMatch(/structs/);
    expect(updateRefusal(update, FIRST_SYNC_LIMITS)).toBeNull();
  });

  it('scans a large update in a small share of the time Yjs takes to apply it', () => {
    const update = Y.encodeStateAsUpdate(richDocument());
    const big = Y.mergeUpdates(Array.from({ length: 20 }, () => update));
    const started = performance.now();
    for (let round = 0; round < 10; round += 1) updateRefusal(big, FIRST_SYNC_LIMITS);
    const scan = (performance.now() - started) / 10;
    const applyStarted = performance.now();
    applies(big);
    expect(scan).toBeLessThan(performance.now() - applyStarted);
  });
});

describe('jsonWithinDepth', () => {
  const depthOk = (text: string, max = 3) =>
    jsonWithinDepth(new TextEncoder().encode(text), 0, undefined, max);

  it('counts brackets outside strings only, escapes included', () => {
    expect(depthOk('[[[1]]]')).toBe(true);
    expect(depthOk('[[[[1]]]]')).toBe(false);
    expect(depthOk('{"a":{"b":{"c":1}}}')).toBe(true);
    expect(depthOk('{"a":{"b":{"c":{}}}}')).toBe(false);
    expect(depthOk('["[[[[[[", "\\"[[[[[["]')).toBe(true);
    expect(depthOk('["\\\\", [[[1]]]]')).toBe(false);
  });
});
