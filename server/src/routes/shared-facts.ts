import type { OperationFacts } from '../plugins/operation-facts';
import { IDS, SUCCESS } from './example-samples';

/** Sentences and whole facts of the API document that the operations of several folders share. */

export const LIVE = 'Open editors see the change at once.';
const RETRY =
  'A create may carry its own `id` (a uuid) and `createdAt`: sent again by the same user in the same workspace it answers 200 with that id and makes nothing new.';
const ID_TAKEN =
  "The `id` sent is held by another user or workspace ('id: already used by another item'), or was a map, list or board that has been deleted: a deleted item's id is never used again, whoever sends it ('id: was an item that has been deleted, and cannot be used again' to a member of its workspace, the first text to anyone else).";
export const TWO_PLACES = 'The item is in two documents at once for a moment (a move in flight); try again.';
const COPY =
  'Makes a new item of the workspace named "<title> (copy)", every node, to-do, lane and card under a new id; within the plan limit, refused as a create is. Links to to-dos and lists stay with the original.';
const PLAN_CAP =
  'The plan caps how many the workspace holds (trial: 2 maps, 5 lists, 1 board; paid: 10, 100, 10).';
export const STRIPE_ONLY = 'Not available in local test mode';

/** An operation that answers 200 with `sample`, and says nothing more than its summary. */
export function answering(id: string, summary: string, sample: unknown): OperationFacts {
  return { id, summary, examples: { answers: { 200: sample } } };
}

/** A read that answers a list, shown by `samples`. */
export function listing(id: string, summary: string, ...samples: unknown[]): OperationFacts {
  return { id, summary, examples: { answers: { 200: samples } } };
}

/** The delete of a map, a list or a board, which open editors see at once. */
export function deleteItem(id: string, summary: string): OperationFacts {
  return { id, summary, description: LIVE, examples: { answers: { 200: SUCCESS } } };
}

/** The delete of an item that a move may hold in two documents for a moment: a node, a to-do, a card. */
export function deleteInDocument(id: string, summary: string): OperationFacts {
  return { ...deleteItem(id, summary), errors: { 409: TWO_PLACES } };
}

/** The rename of a list or a board (`noun`, with its article), shown with a new `title`. */
export function renameItem(id: string, noun: string, title: string): OperationFacts {
  return {
    id,
    summary: `Rename ${noun}, or change its description`,
    description: LIVE,
    examples: { body: { title }, answers: { 200: SUCCESS } },
  };
}

/**
 * The create of a mind map, a to-do list or a board: 201 with the new id, or 200 with the same id when it is
 * sent again (RETRY); `lead` says what the path alone does not.
 */
export function createFacts(
  id: string,
  summary: string,
  body: unknown,
  created: unknown,
  lead = '',
): OperationFacts {
  return {
    id,
    summary,
    description: `${lead}${PLAN_CAP} ${RETRY}`,
    errors: { 409: ID_TAKEN },
    examples: { body, answers: { 200: created, 201: created } },
  };
}

/** The copy of a mind map, a to-do list or a board, made as a create is. */
export function duplicateItem(id: string, summary: string): OperationFacts {
  return {
    id,
    summary,
    description: `${COPY} ${PLAN_CAP}`,
    examples: { answers: { 201: { id: IDS.copy } } },
  };
}
