import { jsonWithinDepth, MAX_NESTING_DEPTH } from '../json-depth';
import { BoundedReader, Refused, utf16Length } from './bounded-reader';

/**
 * What one update may hold, checked before Yjs decodes it:
 * - `maxStructs`: structs plus deleted ranges, each of which Yjs builds an object for and integrates;
 * - `maxMergeCost`: array elements Yjs copies while merging a run of adjacent items of one client
 *   (each merge concatenates the run so far, so a run of n one-element items costs n²/2 copies, a few
 *   hundred kilobytes of them held the event loop for seconds).
 */
export interface UpdateLimits {
  maxStructs: number;
  maxMergeCost: number;
}

/** What an incremental update (and every update from a viewer) may hold. */
export const UPDATE_LIMITS: UpdateLimits = { maxStructs: 50_000, maxMergeCost: 1_000_000 };
/**
 * What a connection's first sync step 2 (its offline backlog) may hold, and a stored log entry: a
 * document's whole history of a long offline session fits.
 */
export const FIRST_SYNC_LIMITS: UpdateLimits = { maxStructs: 1_000_000, maxMergeCost: 1_000_000 };

/** The content kinds of a Yjs item (the low five bits of its info byte). */
export const CONTENT = {
  gc: 0,
  deleted: 1,
  json: 2,
  binary: 3,
  string: 4,
  embed: 5,
  format: 6,
  type: 7,
  any: 8,
  doc: 9,
  skip: 10,
} as const;
export const HAS_ORIGIN = 0x80;
const HAS_RIGHT_ORIGIN = 0x40;
export const HAS_PARENT_SUB = 0x20;
/** Y.Array, Y.Map, Y.Text, Y.XmlElement, Y.XmlFragment, Y.XmlHook, Y.XmlText; elements and hooks name a key. */
const TYPE_REFS = 7;
const XML_ELEMENT = 3;
const XML_HOOK = 5;

/** lib0's `any` encoding: the type byte of each value. */
export const ANY = {
  undefined: 127,
  null: 126,
  integer: 125,
  float32: 124,
  float64: 123,
  bigint: 122,
  false: 121,
  true: 120,
  string: 119,
  object: 118,
  array: 117,
  bytes: 116,
} as const;

/**
 * Skips one lib0 `any` value without building it, iteratively: `remaining` holds, for each open array or
 * object, how many values it still owes, so nesting past the limit is refused before it is entered (lib0's
 * own reader recurses once a level). Object keys named `__proto__` are refused: decoded, they would set
 * the object's prototype instead of a field.
 */
function skipAny(reader: BoundedReader): void {
  const remaining: number[] = [];
  const inObject: boolean[] = [];
  for (;;) {
    const type = reader.byte();
    let opened = 0;
    switch (type) {
      case ANY.undefined:
      case ANY.null:
      case ANY.false:
      case ANY.true:
        break;
      case ANY.integer:
        reader.skipVarInt();
        break;
      case ANY.float32:
        reader.skip(4);
        break;
      case ANY.float64:
      case ANY.bigint:
        reader.skip(8);
        break;
      case ANY.string:
        reader.utf8();
        break;
      case ANY.bytes:
        reader.span();
        break;
      case ANY.object:
      case ANY.array:
        opened = reader.count();
        if (opened > 0) {
          if (remaining.length >= MAX_NESTING_DEPTH) throw new Refused('it nests values too deeply');
          remaining.push(opened);
          inObject.push(type === ANY.object);
        }
        break;
      default:
        throw new Refused('it holds a value of an unknown type');
    }
    if (opened === 0) {
      // A value ended: close every container it completes.
      while (remaining.length > 0 && --remaining[remaining.length - 1]! === 0) {
        remaining.pop();
        inObject.pop();
      }
      if (remaining.length === 0) return;
    }
    if (inObject[inObject.length - 1]) {
      const [start, end] = reader.utf8();
      if (reader.spells(start, end, '__proto__')) throw new Refused('it holds a key named __proto__');
    }
  }
}

/** A length-prefixed JSON text (embeds and formats carry one), refused when it nests too deeply. */
function skipJson(reader: BoundedReader): void {
  const [start, end] = reader.utf8();
  if (!jsonWithinDepth(reader.bytes, start, end)) throw new Refused('it nests values too deeply');
}

/** Skips an item's content, returning its length: how far it moves its client's clock. */
function skipContent(reader: BoundedReader, kind: number): number {
  switch (kind) {
    case CONTENT.deleted:
      return reader.varUint();
    case CONTENT.binary:
      reader.span();
      return 1;
    case CONTENT.string: {
      const [start, end] = reader.utf8();
      return utf16Length(reader.bytes, start, end);
    }
    case CONTENT.embed:
      skipJson(reader);
      return 1;
    case CONTENT.format:
      reader.utf8();
      skipJson(reader);
      return 1;
    case CONTENT.type: {
      const typeRef = reader.varUint();
      if (typeRef >= TYPE_REFS) throw new Refused('it holds a shared type of an unknown kind');
      if (typeRef === XML_ELEMENT || typeRef === XML_HOOK) reader.utf8();
      return 1;
    }
    case CONTENT.any: {
      const values = reader.count();
      for (let index = 0; index < values; index += 1) skipAny(reader);
      return values;
    }
    case CONTENT.json:
      throw new Refused('it holds legacy JSON content');
    case CONTENT.doc:
      throw new Refused('it holds a subdocument');
    default:
      throw new Refused('it holds content of an unknown kind');
  }
}

function advance(clock: number, length: number): number {
  if (length === 0) throw new Refused('it holds an empty item');
  const next = clock + length;
  if (next > Number.MAX_SAFE_INTEGER) throw new Refused('it holds a number out of range');
  return next;
}

/**
 * What an item's header says about where it goes; -1 where it says nothing. An item names its parent only
 * when it has no origin and no right origin (otherwise it shares theirs): a root type by name
 * (`rootParent`), or the item whose shared type holds it.
 */
export interface ItemHeader {
  originClient: number;
  originClock: number;
  rightClient: number;
  rightClock: number;
  rootParent: boolean;
  parentClient: number;
  parentClock: number;
}

export const newItemHeader = (): ItemHeader => ({
  originClient: -1,
  originClock: -1,
  rightClient: -1,
  rightClock: -1,
  rootParent: false,
  parentClient: -1,
  parentClock: -1,
});

/** Reads the header of an item (not a GC or skip) whose info byte was `info`, into `header`. */
export function readItemHeader(reader: BoundedReader, info: number, header: ItemHeader): void {
  const origin = (info & HAS_ORIGIN) !== 0;
  const right = (info & HAS_RIGHT_ORIGIN) !== 0;
  header.originClient = origin ? reader.varUint() : -1;
  header.originClock = origin ? reader.varUint() : -1;
  header.rightClient = right ? reader.varUint() : -1;
  header.rightClock = right ? reader.varUint() : -1;
  header.rootParent = false;
  header.parentClient = -1;
  header.parentClock = -1;
  if (origin || right) return;
  if (reader.varUint() === 1) {
    reader.utf8();
    header.rootParent = true;
  } else {
    header.parentClient = reader.varUint();
    header.parentClock = reader.varUint();
  }
  if (info & HAS_PARENT_SUB) reader.utf8();
}

/** Told where each struct of an update starts, for a reader that resolves their references (type-depth.ts). */
export interface StructSink {
  beginClient(client: number): void;
  struct(clock: number, offset: number, kind: number): void;
  endClient(clock: number): void;
}

/** Walks the structs of one client; returns how many array elements merging its runs copies. */
function skipClientStructs(reader: BoundedReader, structs: number, sink?: StructSink): number {
  const client = reader.varUint();
  let clock = reader.varUint();
  let mergeCost = 0;
  // Elements of the run of `any` items ending at `clock` that Yjs merges into one item, 0 when none.
  let run = 0;
  const header = newItemHeader();
  sink?.beginClient(client);
  for (let index = 0; index < structs; index += 1) {
    const offset = reader.position;
    const info = reader.byte();
    const kind = info & 0x1f;
    sink?.struct(clock, offset, kind);
    if (kind === CONTENT.gc || kind === CONTENT.skip) {
      clock = advance(clock, reader.varUint());
      run = 0;
      continue;
    }
    readItemHeader(reader, info, header);
    // An item merges into the one before it when its origin is that item's last character.
    const follows = header.originClock === clock - 1 && header.originClient === client;
    const length = skipContent(reader, kind);
    if (kind === CONTENT.any) {
      if (follows && run > 0) mergeCost += run + length;
      run = follows && run > 0 ? run + length : length;
    } else run = 0;
    clock = advance(clock, length);
  }
  sink?.endClient(clock);
  return mergeCost;
}

/**
 * Checks that `update` is one whole Yjs update (V1, as the sync protocol carries) that Yjs can decode,
 * apply and encode again in time proportional to its size, without building anything: refuses what is
 * cut short or runs on, legacy JSON content and subdocuments, values nested deeper than
 * MAX_NESTING_DEPTH, and more structs or merging than `limits` allow. Returns why it is refused, or null;
 * `sink` is told where each struct starts.
 */
export function updateRefusal(update: Uint8Array, limits: UpdateLimits, sink?: StructSink): string | null {
  const reader = new BoundedReader(update);
  try {
    let structs = 0;
    let mergeCost = 0;
    const clients = reader.count();
    for (let index = 0; index < clients; index += 1) {
      const count = reader.count();
      structs += count;
      if (structs > limits.maxStructs) throw new Refused(`it holds more than ${limits.maxStructs} structs`);
      mergeCost += skipClientStructs(reader, count, sink);
      if (mergeCost > limits.maxMergeCost) throw new Refused('it holds too long a run of items to merge');
    }
    const deleteClients = reader.count();
    for (let index = 0; index < deleteClients; index += 1) {
      reader.varUint();
      const ranges = reader.count();
      structs += ranges;
      if (structs > limits.maxStructs) throw new Refused(`it holds more than ${limits.maxStructs} structs`);
      for (let range = 0; range < ranges; range += 1) {
        reader.varUint();
        reader.varUint();
      }
    }
    if (reader.left > 0) throw new Refused('bytes follow its end');
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
}
