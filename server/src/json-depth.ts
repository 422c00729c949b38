/**
 * The deepest nesting of arrays and objects accepted from a client, in JSON (request bodies, JSON inside
 * document updates, presence states) and in the values of document updates. Parsing JSON is iterative, but
 * what reads a value (validation, JSON.stringify, Yjs's decoder and encoder) recurses, and the application's
 * own shapes stay far shallower (a to-do note, the deepest, is two levels down).
 */
export const MAX_NESTING_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Follows the nesting of JSON text given as UTF-8 bytes, chunk by chunk, without parsing it: brackets count
 * outside string literals only. `push` answers false once the text goes deeper than `maxDepth`. It does not
 * validate the JSON: the parser that runs afterwards does, on text known to be shallow. Multi-byte UTF-8
 * sequences never contain these ASCII bytes, so bytes can be scanned as they arrive.
 */
export function createJsonDepthScanner(maxDepth = MAX_NESTING_DEPTH) {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return {
    push(chunk: Uint8Array, start = 0, end = chunk.length): boolean {
      for (let index = start; index < end; index += 1) {
        const byte = chunk[index]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) inString = false;
        } else if (byte === QUOTE) inString = true;
        else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
          depth += 1;
          if (depth > maxDepth) return false;
        } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth -= 1;
      }
      return true;
    },
  };
}

/** Whether JSON text (UTF-8 bytes from `start` to `end`) nests no deeper than `maxDepth`. */
export function jsonWithinDepth(
  bytes: Uint8Array,
  start = 0,
  end = bytes.length,
  maxDepth = MAX_NESTING_DEPTH,
): boolean {
  return createJsonDepthScanner(maxDepth).push(bytes, start, end);
}
