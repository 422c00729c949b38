import { z } from 'zod';

const english = z.locales.en();

/**
 * Zod's stock messages do not say which field failed. Schemas that carry a message of their own keep it
 * word for word (the spec's texts); every other issue is prefixed with its field path, e.g.
 * "x: Invalid input: expected number, received string".
 */
export function installFieldNamedMessages(): void {
  z.config({
    customError(issue) {
      const base = english.localeError(issue);
      const message = typeof base === 'string' ? base : (base?.message ?? 'Invalid input');
      return issue.path && issue.path.length > 0 ? `${issue.path.join('.')}: ${message}` : message;
    },
  });
}
