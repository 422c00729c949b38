import * as Y from 'yjs';
import { BoundedReader } from './bounded-reader';
import {
  CONTENT,
  newItemHeader,
  readItemHeader,
  updateRefusal,
  type StructSink,
  type UpdateLimits,
} from './update-scan';

/**
 * How deep shared types may nest: a root type is at depth 0, a type it holds at 1. The document shapes
 * use 2 (a to-do's notes list in its record map in `todos`); Yjs walks nested types by recursion (toJSON,
 * deleting, garbage collection), so a chain thousands deep breaks the document.
 */
export const MAX_TYPE_DEPTH = 16;

/** A parent depth not known yet, one being worked out, and one that cannot be (the item would wait). */
const UNKNOWN = -3;
const WORKING = -2;
const UNRESOLVED = -1;

interface Section {
  first: number;
  /** Structs from here on wait in Yjs (a skip leaves a hole before them): none are available. */
  usableEnd: number;
  end: number;
}

/** Where each struct of one update starts, by client, as the scan reports them. */
class UpdateStructs implements StructSink {
  readonly clocks: number[] = [];
  readonly offsets: number[] = [];
  readonly kinds: number[] = [];
  readonly sections = new Map<number, Section>();
  private current: Section | null = null;

  beginClient(client: number): void {
    const first = this.clocks.length;
    this.current = { first, usableEnd: Number.POSITIVE_INFINITY, end: first };
    // Yjs keeps the last section of a client an update repeats.
    this.sections.set(client, this.current);
  }

  struct(clock: number, offset: number, kind: number): void {
    if (kind === CONTENT.skip)
      this.current!.usableEnd = Math.min(this.current!.usableEnd, this.clocks.length);
    this.clocks.push(clock);
    this.offsets.push(offset);
    this.kinds.push(kind);
  }

  endClient(): void {
    this.current!.end = this.clocks.length;
    this.current!.usableEnd = Math.min(this.current!.usableEnd, this.current!.end);
  }

  /** The index of the struct holding `clock` of `client`, or -1. */
  find(client: number, clock: number): number {
    const section = this.sections.get(client);
    if (!section || section.end === section.first || clock < this.clocks[section.first]!) return -1;
    let low = section.first;
    let high = section.end - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.clocks[middle]! <= clock) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/** How deep `type` sits in its document, counted up to `limit + 1`. */
function depthOf(type: Y.AbstractType<unknown>, limit: number): number {
  let depth = 0;
  for (let parent: unknown = type; depth <= limit; depth += 1) {
    const item: Y.Item | null = (parent as Y.AbstractType<unknown>)._item;
    if (!item || !(item.parent instanceof Y.AbstractType)) return depth;
    parent = item.parent;
  }
  return depth;
}

/**
 * Works out, for each item of an update that creates a shared type, how deep that type will sit once
 * applied to `doc`: an item's parent is named by its header, or is its origin's (else its right origin's)
 * parent, which may be in the update (any client's section) or already in the document. Work is one
 * pass over the update's structs, memoised, with an explicit stack.
 */
class DepthResolver {
  private readonly depths: Float64Array;
  private readonly header = newItemHeader();

  constructor(
    private readonly update: Uint8Array,
    private readonly structs: UpdateStructs,
    private readonly doc: Y.Doc,
    private readonly limit: number,
  ) {
    this.depths = new Float64Array(structs.clocks.length).fill(UNKNOWN);
  }

  /** Whether the document holds `clock` of `client` already (what Yjs then uses, not the update's). */
  private inDocument(client: number, clock: number): boolean {
    return clock < Y.getState(this.doc.store, client);
  }

  /** The struct of the update holding an id, or UNRESOLVED when Yjs would have it wait. */
  private inUpdate(client: number, clock: number): number {
    const index = this.structs.find(client, clock);
    const section = this.structs.sections.get(client);
    if (index < 0 || !section || index >= section.usableEnd) return UNRESOLVED;
    if (this.structs.clocks[section.first]! > Y.getState(this.doc.store, client)) return UNRESOLVED;
    return this.structs.kinds[index] === CONTENT.skip ? UNRESOLVED : index;
  }

  /**
   * The depth of the parent of the struct at `id` (`asParent` false: a neighbour, whose parent an item
   * shares), or of the type it creates (`asParent` true: named as parent). A GC or an item that is not a
   * type makes its would-be children GC: depth 0. Returns the index of an update struct still to work
   * out as `{ wait }`.
   */
  private depthAt(client: number, clock: number, asParent: boolean): number | { wait: number } {
    if (this.inDocument(client, clock)) {
      const struct = Y.getItem(this.doc.store, Y.createID(client, clock));
      if (!(struct instanceof Y.Item)) return 0;
      if (!asParent) return struct.parent instanceof Y.AbstractType ? depthOf(struct.parent, this.limit) : 0;
      return struct.content instanceof Y.ContentType ? depthOf(struct.content.type, this.limit) : 0;
    }
    const index = this.inUpdate(client, clock);
    if (index === UNRESOLVED) return UNRESOLVED;
    const depth = this.depths[index]!;
    if (depth === UNKNOWN) return { wait: index };
    // WORKING: the update's references run in a circle; Yjs would keep those items waiting.
    if (depth < 0) return UNRESOLVED;
    if (!asParent) return depth;
    return this.kindOf(index) === CONTENT.type ? depth + 1 : 0;
  }

  private kindOf(index: number): number {
    return this.structs.kinds[index]!;
  }

  /** The parent depth of struct `index` from its references, or `{ wait }` for one to work out first. */
  private parentDepth(index: number): number | { wait: number } {
    const kind = this.kindOf(index);
    if (kind === CONTENT.gc) return 0;
    const reader = new BoundedReader(this.update, this.structs.offsets[index]);
    readItemHeader(reader, reader.byte(), this.header);
    const { originClient, originClock, rightClient, rightClock, rootParent } = this.header;
    const { parentClient, parentClock } = this.header;
    if (rootParent) return 0;
    if (parentClient >= 0) return this.depthAt(parentClient, parentClock, true);
    const right = rightClient >= 0 ? this.depthAt(rightClient, rightClock, false) : 0;
    if (originClient < 0) return right;
    // Both neighbours must be there for the item to join; its parent is its origin's.
    if (typeof right !== 'number' || right === UNRESOLVED) return right;
    return this.depthAt(originClient, originClock, false);
  }

  /** The parent depth of struct `start`, working out the update's structs it rests on first. */
  resolve(start: number): number {
    const stack = [start];
    while (stack.length > 0) {
      const index = stack[stack.length - 1]!;
      if (this.depths[index]! >= UNRESOLVED) {
        stack.pop();
        continue;
      }
      this.depths[index] = WORKING;
      const depth = this.parentDepth(index);
      if (typeof depth === 'number') {
        this.depths[index] = depth;
        stack.pop();
      } else stack.push(depth.wait);
    }
    return this.depths[start]!;
  }
}

/**
 * Why an update (already scanned) would nest shared types deeper than `limit` in `doc`, or leave an item
 * creating a type waiting for a missing reference (through which a chain could join later), or null.
 */
function typeDepthRefusal(
  update: Uint8Array,
  structs: UpdateStructs,
  doc: Y.Doc,
  limit: number,
): string | null {
  const resolver = new DepthResolver(update, structs, doc, limit);
  for (const [client, section] of structs.sections) {
    for (let index = section.first; index < section.end; index += 1) {
      if (structs.kinds[index] !== CONTENT.type) continue;
      if (structs.clocks[index]! < Y.getState(doc.store, client)) continue;
      const depth = resolver.resolve(index);
      if (depth === UNRESOLVED) return 'it holds a shared type whose parent is missing';
      if (depth + 1 > limit) return `it holds shared types nested deeper than ${limit}`;
    }
  }
  return null;
}

/**
 * updateRefusal (update-scan.ts), then the depth its shared types would reach in `doc`: why the update
 * is refused, or null.
 */
export function updateRefusalFor(
  doc: Y.Doc,
  update: Uint8Array,
  limits: UpdateLimits,
  limit = MAX_TYPE_DEPTH,
): string | null {
  const structs = new UpdateStructs();
  return updateRefusal(update, limits, structs) ?? typeDepthRefusal(update, structs, doc, limit);
}
