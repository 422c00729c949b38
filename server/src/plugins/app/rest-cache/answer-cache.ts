import { LRUCache } from 'lru-cache';

/** Bytes of answers one cache keeps at most; past that, the longest kept go first. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Written answers by their tag, encoded once: a kept answer goes out as its bytes, without measuring and
 * encoding a 150-KB string again for each request. A tag names the request, its user, workspace and role, and the access and
 * data versions read before the answer was made, so an entry is never stale: a change gives the next
 * request another tag, and the old entry is only waiting to be pushed out.
 */
export function createAnswerCache(maxBytes = MAX_BYTES) {
  const answers = new LRUCache<string, Buffer>({ maxSize: maxBytes });
  return {
    get(tag: string): Buffer | undefined {
      // peek, not get: a read does not keep an answer longer, the first kept is the first to go.
      return answers.peek(tag);
    },
    set(tag: string, answer: string) {
      if (answer.length > maxBytes / 8 || answers.has(tag)) return;
      const encoded = Buffer.from(answer, 'utf8');
      answers.set(tag, encoded, { size: encoded.length });
    },
  };
}
