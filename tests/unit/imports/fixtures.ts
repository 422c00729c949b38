import { readFileSync } from 'node:fs';

/** A fixture of this folder as the raw upload a reader takes. */
export function fixture(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

/** Text as the raw upload a reader takes. */
export const upload = (text: string): Buffer => Buffer.from(text, 'utf8');

/** A generator's chunks joined, and how many there were. */
export function collect(chunks: Iterable<string>): { text: string; count: number } {
  let text = '';
  let count = 0;
  for (const chunk of chunks) {
    text += chunk;
    count += 1;
  }
  return { text, count };
}
