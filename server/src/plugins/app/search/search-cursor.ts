import { z } from 'zod';
import { isStorableText } from '@shared/api/fields';
import { SEARCH_KINDS } from '@shared/api/search';
import { parseDocumentName } from '@shared/schema/document-name';
import type { SearchPosition } from './search-repository';

/** A page's position as the cursor carries it: tier, time (ISO, to the millisecond), document, kind, item. */
const positionSchema = z.tuple([
  z.number().int().min(0).max(3),
  z.iso.datetime(),
  z
    .string()
    .max(100)
    .refine((name) => parseDocumentName(name) !== null),
  z.enum(SEARCH_KINDS),
  z.string().min(1).max(200).refine(isStorableText),
]);

/** The opaque cursor of the page after `row`. */
export function encodeCursor(row: {
  tier: number;
  updated_at: Date;
  document_name: string;
  kind: string;
  item_id: string;
}): string {
  const position = [row.tier, row.updated_at.toISOString(), row.document_name, row.kind, row.item_id];
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position a cursor names, or undefined when it is not a cursor this server made. */
export function decodeCursor(cursor: string): SearchPosition | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = positionSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const [tier, at, documentName, kind, itemId] = parsed.data;
  return { tier, updatedAt: new Date(at), documentName, kind, itemId };
}
