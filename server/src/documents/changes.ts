/**
 * What a store of a document changed, as the rules that follow a store read it (the linked to-do and card
 * rule): services take these shapes from here, never from collab.
 */
export type { LinkedChanges, TitleChange } from '../collab/projection/linked-changes';
