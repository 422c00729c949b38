import type { Range } from '@shared/search/fold';
import { markedParts } from '@client/lib/search/highlight';

/** Text with its matched words in <mark>: built from offsets as text nodes, never as HTML. */
export function MarkedText({ text, marks }: { text: string; marks: readonly Range[] }) {
  return (
    <>
      {markedParts(text, marks).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
