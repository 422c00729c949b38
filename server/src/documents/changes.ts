/**
 * What a store of a document changed, as the rules that follow a store read it from the change record
 * (the linked to-do and card rule, list progress, data versions): services take these from here, never
 * from collab.
 */
export type {
  FollowedRange,
  LinkedChanges,
  StoredChanges,
  TitleChange,
} from '../collab/projection/linked-changes';
export {
  FOLLOW_CHANGES_JOB,
  parseFollowedRange,
  readLinkedChanges,
} from '../collab/projection/linked-changes';
