/** Bytes of answers one cache keeps at most; past that, the longest kept go first. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Written answers by their tag. A tag names the request, its user, workspace and role, and the access and
 * data versions read before the answer was made, so an entry is never stale: a change gives the next
 * request another tag, and the old entry is only waiting to be pushed out.
 */
export function createAnswerCache(maxBytes = MAX_BYTES) {
  const answers = new Map<string, string>();
  let bytes = 0;
  return {
    get(tag: string): string | undefined {
      return answers.get(tag);
    },
    set(tag: string, answer: string) {
      if (answer.length > maxBytes / 8 || answers.has(tag)) return;
      answers.set(tag, answer);
      bytes += answer.length;
      for (const [oldest, kept] of answers) {
        if (bytes <= maxBytes) break;
        answers.delete(oldest);
        bytes -= kept.length;
      }
    },
  };
}
