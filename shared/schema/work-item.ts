import type * as Y from 'yjs';
import { dueDateSchema } from './board-model';
import { parseOr, readCount, readString, readTimestamp, TITLE_MAX } from './fields';

/** The fields a to-do and a card both hold. */
export interface WorkItemFields {
  title: string;
  description: string;
  dueDate: string | null;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
}

// Built once: a zod schema is costly to build, and a list or a board reads every item's fields.
const storedDueDate = dueDateSchema.nullable();

/**
 * Reads the fields to-dos and cards share, cleaned alike, so that an item sent from a list to a board (or
 * back) reads the same in both.
 */
export function readWorkItemFields(record: Y.Map<unknown>): WorkItemFields {
  return {
    title: readString(record, 'title', '', TITLE_MAX),
    description: readString(record, 'description'),
    dueDate: parseOr(storedDueDate, record.get('dueDate'), null),
    commentCount: readCount(record, 'commentCount'),
    createdAt: readTimestamp(record, 'createdAt'),
    updatedAt: readTimestamp(record, 'updatedAt'),
  };
}
