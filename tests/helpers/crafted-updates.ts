import * as encoding from 'lib0/encoding';
import { ANY, CONTENT, HAS_ORIGIN, HAS_PARENT_SUB } from '@server/collab/update-scan';
import * as Y from 'yjs';

/**
 * Yjs updates (V1) written byte by byte, as a hostile client could send them: every kind of item content,
 * values nested past any limit, runs of items that Yjs merges one by one, and ones cut short.
 */
type Writer = (encoder: encoding.Encoder) => void;

/** A client id no real client of a test picks (they are random 32-bit numbers). */
export const CRAFTED_CLIENT = 4_000_000_001;

/**
 * One item of content kind `kind` under key `key` of the root map `root`, with the content `writeContent`
 * writes, from `client` at `clock`.
 */
export function itemUpdate(
  kind: number,
  writeContent: Writer,
  { root = 'crafted', key = 'value', client = CRAFTED_CLIENT, clock = 0 } = {},
): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 1);
  encoding.writeVarUint(encoder, 1);
  encoding.writeVarUint(encoder, client);
  encoding.writeVarUint(encoder, clock);
  encoding.writeUint8(encoder, kind | HAS_PARENT_SUB);
  encoding.writeVarUint(encoder, 1);
  encoding.writeVarString(encoder, root);
  encoding.writeVarString(encoder, key);
  writeContent(encoder);
  encoding.writeVarUint(encoder, 0);
  return encoding.toUint8Array(encoder);
}

/** A lib0 `any` array nested `depth` levels deep around a null. */
export const nestedAny =
  (depth: number): Writer =>
  (encoder) => {
    for (let level = 0; level < depth; level += 1) {
      encoding.writeUint8(encoder, ANY.array);
      encoding.writeVarUint(encoder, 1);
    }
    encoding.writeUint8(encoder, ANY.null);
  };

/** JSON text of arrays nested `depth` levels deep. */
export const nestedJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Every kind of item content, shallow and well formed, by name, each from its own client (its id here). */
export const WELL_FORMED_CLIENTS: Record<string, number> = {};
export const WELL_FORMED: Record<string, Uint8Array> = Object.fromEntries(
  (
    [
      ['deleted', CONTENT.deleted, (e) => encoding.writeVarUint(e, 3)],
      ['binary', CONTENT.binary, (e) => encoding.writeVarUint8Array(e, new Uint8Array([1, 2, 3]))],
      ['string', CONTENT.string, (e) => encoding.writeVarString(e, 'héllo 😀')],
      ['embed', CONTENT.embed, (e) => encoding.writeVarString(e, '{"image":"a.png"}')],
      [
        'format',
        CONTENT.format,
        (e) => {
          encoding.writeVarString(e, 'bold');
          encoding.writeVarString(e, 'true');
        },
      ],
      ['shared type', CONTENT.type, (e) => encoding.writeVarUint(e, 1)],
      [
        'any value',
        CONTENT.any,
        (e) => {
          encoding.writeVarUint(e, 1);
          encoding.writeUint8(e, ANY.object);
          encoding.writeVarUint(e, 1);
          encoding.writeVarString(e, 'list');
          nestedAny(3)(e);
        },
      ],
    ] satisfies Array<[string, number, Writer]>
  ).map(([what, kind, write], index) => {
    const client = CRAFTED_CLIENT + 1 + index;
    WELL_FORMED_CLIENTS[what] = client;
    return [what, itemUpdate(kind, write, { key: what, client })];
  }),
);

/** An encoder with the start of an update: one client's `count` structs from clock 0. */
function structsOf(count: number, client: number): encoding.Encoder {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 1);
  encoding.writeVarUint(encoder, count);
  encoding.writeVarUint(encoder, client);
  encoding.writeVarUint(encoder, 0);
  return encoder;
}

/** Runs of `count` one-element `any` items, each following the one before: Yjs merges them one at a time. */
export function mergeChain(count: number, client = CRAFTED_CLIENT): Uint8Array {
  const encoder = structsOf(count, client);
  for (let index = 0; index < count; index += 1) {
    if (index === 0) {
      encoding.writeUint8(encoder, CONTENT.any);
      encoding.writeVarUint(encoder, 1);
      encoding.writeVarString(encoder, 'crafted-list');
    } else {
      encoding.writeUint8(encoder, CONTENT.any | HAS_ORIGIN);
      encoding.writeVarUint(encoder, client);
      encoding.writeVarUint(encoder, index - 1);
    }
    encoding.writeVarUint(encoder, 1);
    encoding.writeUint8(encoder, ANY.null);
  }
  encoding.writeVarUint(encoder, 0);
  return encoding.toUint8Array(encoder);
}

/** `count` garbage-collected structs of length one: nothing to keep, but one object each to build. */
export function manyStructs(count: number, client = CRAFTED_CLIENT): Uint8Array {
  const encoder = structsOf(count, client);
  for (let index = 0; index < count; index += 1) {
    encoding.writeUint8(encoder, CONTENT.gc);
    encoding.writeVarUint(encoder, 1);
  }
  encoding.writeVarUint(encoder, 0);
  return encoding.toUint8Array(encoder);
}

/**
 * Updates the server must refuse, by name, each from its own client: applied (without the checks), one
 * would not hide behind another that took the same ids first.
 */
let hostileClient = CRAFTED_CLIENT + 100;
const ownItem = (kind: number, write: Writer) => itemUpdate(kind, write, { client: (hostileClient += 1) });
export const HOSTILE: Record<string, Uint8Array> = {
  'legacy JSON content': ownItem(CONTENT.json, (e) => {
    encoding.writeVarUint(e, 1);
    encoding.writeVarString(e, '{"a":1}');
  }),
  'legacy JSON nested 100,000 deep': ownItem(CONTENT.json, (e) => {
    encoding.writeVarUint(e, 1);
    encoding.writeVarString(e, nestedJson(100_000));
  }),
  'a subdocument': ownItem(CONTENT.doc, (e) => {
    encoding.writeVarString(e, 'guid');
    encoding.writeUint8(e, ANY.object);
    encoding.writeVarUint(e, 0);
  }),
  'an any value nested 33 deep': ownItem(CONTENT.any, (e) => {
    encoding.writeVarUint(e, 1);
    nestedAny(33)(e);
  }),
  'an any value nested 100,000 deep': ownItem(CONTENT.any, (e) => {
    encoding.writeVarUint(e, 1);
    nestedAny(100_000)(e);
  }),
  'an embed nested 33 deep': ownItem(CONTENT.embed, (e) => encoding.writeVarString(e, nestedJson(33))),
  'a format nested 100,000 deep': ownItem(CONTENT.format, (e) => {
    encoding.writeVarString(e, 'bold');
    encoding.writeVarString(e, nestedJson(100_000));
  }),
  'a __proto__ key': ownItem(CONTENT.any, (e) => {
    encoding.writeVarUint(e, 1);
    encoding.writeUint8(e, ANY.object);
    encoding.writeVarUint(e, 1);
    encoding.writeVarString(e, '__proto__');
    encoding.writeUint8(e, ANY.object);
    encoding.writeVarUint(e, 1);
    encoding.writeVarString(e, 'polluted');
    encoding.writeUint8(e, ANY.string);
    encoding.writeVarString(e, 'yes');
  }),
  'a shared type of an unknown kind': ownItem(CONTENT.type, (e) => encoding.writeVarUint(e, 9)),
  'content of an unknown kind': ownItem(17, (e) => encoding.writeVarUint(e, 1)),
  'a string that is not UTF-8': ownItem(CONTENT.string, (e) =>
    encoding.writeVarUint8Array(e, new Uint8Array([0x61, 0xff, 0xfe])),
  ),
  'an empty item': ownItem(CONTENT.deleted, (e) => encoding.writeVarUint(e, 0)),
  'a count past its end': ownItem(CONTENT.any, (e) => encoding.writeVarUint(e, 1_000_000)),
  'a string cut short': WELL_FORMED.string!.subarray(0, WELL_FORMED.string!.length - 4),
  'bytes after its end': new Uint8Array([...WELL_FORMED['any value']!, 0]),
  '16,000 items merged one by one': mergeChain(16_000, (hostileClient += 1)),
  '60,000 structs': manyStructs(60_000, (hostileClient += 1)),
};

/** Nests `levels` maps, each under key 'x' of the one before, from `top`; returns the innermost. */
export function nestMaps(top: Y.Map<unknown>, levels: number): Y.Map<unknown> {
  let map = top;
  for (let level = 0; level < levels; level += 1) {
    const inner = new Y.Map<unknown>();
    map.set('x', inner);
    map = inner;
  }
  return map;
}

/**
 * Writes a chain of `levels` maps under key 'x' of the root map 'nodes' into `doc`, in one transaction
 * (Yjs walks up the chain for every type a transaction changed, so one per level would take minutes).
 * Plain Yjs calls; 20,000 levels make an update of about 240 KB.
 */
export function writeTypeChain(doc: Y.Doc, levels: number): void {
  doc.transact(() => nestMaps(doc.getMap('nodes'), levels));
}

/** writeTypeChain's update, from a document of its own. */
export function typeChain(levels: number): Uint8Array {
  const doc = new Y.Doc();
  writeTypeChain(doc, levels);
  return Y.encodeStateAsUpdate(doc);
}
