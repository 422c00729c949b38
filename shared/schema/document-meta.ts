import type * as Y from 'yjs';
import { z } from 'zod';
import { readNumber, readString, schemaVersionSchema, TITLE_MAX } from './fields';

/**
 * Every kind of document keeps its own fields in the top-level map `meta`, and its schema version there
 * (migrations.ts); a mind map, a to-do list and a board also keep their title and description.
 */
export const metaMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>('meta');

/** The meta every titled document holds; each kind extends it with its own fields. */
export const titledMetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  schemaVersion: schemaVersionSchema,
});
export type TitledMeta = z.infer<typeof titledMetaSchema>;

export function readSchemaVersion(doc: Y.Doc): number {
  return readNumber(metaMap(doc), 'schemaVersion', 0);
}

export function readTitledMeta(doc: Y.Doc): TitledMeta {
  const meta = metaMap(doc);
  return {
    title: readString(meta, 'title', '', TITLE_MAX),
    description: readString(meta, 'description'),
    schemaVersion: readSchemaVersion(doc),
  };
}
