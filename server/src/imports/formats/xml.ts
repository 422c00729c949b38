import { SaxesParser } from 'saxes';
import { ImportFormatError } from '@shared/formats/model';

/** What a reader does with the elements of an XML file, in document order. `depth` is 1 for the root element. */
export interface XmlHandlers {
  open(name: string, attributes: Record<string, string>, depth: number): void;
  close(name: string, depth: number): void;
  /** Character data, CDATA included, inside the innermost open element. */
  text(text: string, depth: number): void;
}

const CHUNK_CHARS = 64 * 1024;
const ENCODINGS = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii', 'iso-8859-1', 'latin1', 'windows-1252']);

/** Decodes the bytes in the encoding the XML declaration names (UTF-8 unless it says otherwise). */
function decode(input: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(input.subarray(0, 200));
  const declared = /^(?:\uFEFF|ï»¿)?<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i
    .exec(head)?.[1]
    ?.toLowerCase();
  const encoding = declared ?? 'utf-8';
  if (!ENCODINGS.has(encoding)) throw new ImportFormatError(`Unsupported XML encoding "${declared}"`);
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(input);
  } catch {
    throw new ImportFormatError(`The file is not valid ${encoding.toUpperCase()} text`);
  }
}

function located(parser: SaxesParser, message: string): ImportFormatError {
  // saxes prefixes its messages with "line:column: ".
  const text = message.replace(/^\d+:\d+:\s*/, '');
  return new ImportFormatError(`Line ${parser.line}, column ${parser.column}: ${text}`);
}

/**
 * Parses XML as a stream of events, without building a tree. A document type declaration is refused outright,
 * so no DTD is read and no entity is defined: billion-laughs and external-entity files fail at their first
 * lines. Only XML's five predefined entities and character references are expanded. Throws
 * ImportFormatError naming the line of the first problem (a handler's own ImportFormatError passes through).
 */
export function parseXml(input: Uint8Array | string, handlers: XmlHandlers): void {
  const text = typeof input === 'string' ? input : decode(input);
  const parser = new SaxesParser({ xmlns: false, position: true });
  let depth = 0;
  parser.on('doctype', () => {
    throw new ImportFormatError(`Line ${parser.line}: a document type declaration (DOCTYPE) is not accepted`);
  });
  parser.on('error', (error) => {
    throw located(parser, error.message);
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    handlers.open(tag.name, tag.attributes as Record<string, string>, depth);
  });
  // A self-closing tag is reported as an open and a close.
  parser.on('closetag', (tag) => {
    handlers.close(tag.name, depth);
    depth -= 1;
  });
  parser.on('text', (value) => handlers.text(value, depth));
  parser.on('cdata', (value) => handlers.text(value, depth));
  let offset = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (offset < text.length) {
    let end = Math.min(offset + CHUNK_CHARS, text.length);
    // Never split a surrogate pair between two writes.
    if (end < text.length && (text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end += 1;
    parser.write(text.slice(offset, end));
    offset = end;
  }
  parser.close();
}
