import { isUtf8 } from 'node:buffer';

/** Why a client's binary message was refused; thrown by the reader, caught by the scans that use it. */
export class Refused extends Error {}

/**
 * Reads lib0's encodings (what Yjs and y-protocols write) from untrusted bytes without building anything:
 * every read checks the bytes left first, so a length or a count that runs past the end is refused at once,
 * and every value is skipped in time proportional to its bytes.
 */
export class BoundedReader {
  position: number;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.position = start;
  }

  get left(): number {
    return this.end - this.position;
  }

  byte(): number {
    if (this.position >= this.end) throw new Refused('it is cut short');
    return this.bytes[this.position++]!;
  }

  /** An unsigned varint, refused past 2^53 as lib0 refuses it. */
  varUint(): number {
    let value = 0;
    for (let factor = 1; ; factor *= 128) {
      const byte = this.byte();
      value += (byte & 0x7f) * factor;
      if (byte < 0x80) return value;
      if (value > Number.MAX_SAFE_INTEGER) throw new Refused('it holds a number out of range');
    }
  }

  /** lib0's signed varint: a sign bit and six bits in the first byte. */
  skipVarInt(): void {
    let byte = this.byte();
    for (let factor = 64; byte >= 0x80; factor *= 128) {
      if (factor > Number.MAX_SAFE_INTEGER) throw new Refused('it holds a number out of range');
      byte = this.byte();
    }
  }

  /** A count of things that each take at least one byte: more than the bytes left cannot be. */
  count(): number {
    const count = this.varUint();
    if (count > this.left) throw new Refused('it is cut short');
    return count;
  }

  skip(length: number): void {
    if (length > this.left) throw new Refused('it is cut short');
    this.position += length;
  }

  /** A length-prefixed byte string: its start and end. */
  span(): [number, number] {
    const length = this.varUint();
    const start = this.position;
    this.skip(length);
    return [start, this.position];
  }

  /** A length-prefixed UTF-8 string, checked as the decoder would (it refuses invalid UTF-8). */
  utf8(): [number, number] {
    const [start, end] = this.span();
    if (!isUtf8(this.bytes.subarray(start, end))) throw new Refused('it holds text that is not UTF-8');
    return [start, end];
  }

  /** Whether bytes from `start` to `end` spell `text` (ASCII). */
  spells(start: number, end: number, text: string): boolean {
    if (end - start !== text.length) return false;
    for (let index = 0; index < text.length; index += 1) {
      if (this.bytes[start + index] !== text.charCodeAt(index)) return false;
    }
    return true;
  }
}

/** How many UTF-16 code units valid UTF-8 bytes decode to (what a Yjs string item counts as its length). */
export function utf16Length(bytes: Uint8Array, start: number, end: number): number {
  let units = 0;
  for (let index = start; index < end; index += 1) {
    const byte = bytes[index]!;
    // Continuation bytes add nothing; a four-byte sequence is a surrogate pair.
    if ((byte & 0xc0) !== 0x80) units += byte >= 0xf0 ? 2 : 1;
  }
  return units;
}
