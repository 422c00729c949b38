import { describe, expect, it } from 'vitest';
import { parseBytea, serialiseBytea } from '@server/db/type-parsers';

describe('the bytea codec PGlite uses', () => {
  it("writes PostgreSQL's hex form and reads it back", () => {
    const every = Uint8Array.from({ length: 256 }, (_, index) => index);
    const text = serialiseBytea(every);
    expect(text.slice(0, 10)).toBe('\\x00010203');
    expect(text.slice(-4)).toBe('feff');
    expect(parseBytea(text)).toEqual(every);
    expect(serialiseBytea(new Uint8Array())).toBe('\\x');
    expect(parseBytea('\\x')).toEqual(new Uint8Array());
  });

  it('writes only the bytes a view covers', () => {
    const view = new Uint8Array([1, 2, 3, 4, 5]).subarray(1, 3);
    expect(serialiseBytea(view)).toBe('\\x0203');
  });

  it('reads into an array of its own, not a view of a shared pool', () => {
    const read = parseBytea('\\x0a0b');
    expect(read.byteOffset).toBe(0);
    expect(read.buffer.byteLength).toBe(2);
  });

  it('refuses what is not bytes, and text not in hex form', () => {
    expect(() => serialiseBytea('0a0b')).toThrow(TypeError);
    expect(() => parseBytea('0a0b')).toThrow(TypeError);
  });
});
