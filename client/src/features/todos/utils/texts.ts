/** User-facing texts of the to-dos feature that the contract fixes word for word (or several files share). */
export const TODO_TEXTS = {
  empty: 'No todo lists found.',
  loadFailed: 'Failed to load lists',
  deleteListQuestion: 'Delete this list and all todos?',
  deleteTodoQuestion: 'Delete this todo?',
  unassigned: 'Unassigned',
  untitled: 'Untitled list',
  listNotFound: 'List not found',
  listDeleted: 'This list was deleted.',
  listNotOffline: 'This list is not available offline: it was never opened on this device.',
  listLoadFailed: 'Failed to load list',
  createFailed: 'Failed to create todo',
  deleteFailed: 'Failed to delete todo',
  listDeleteFailed: 'Failed to delete',
  signInNeeded: 'You must be signed in to view this to-do list.',
  todoLoadFailed: 'Failed to load todo',
  newTodo: 'New todo',
  doneAdding: 'done adding todos',
  showMore: 'Show more...',
  viewMindmap: 'View Mindmap',
  viewOnly: 'You can view this workspace but not change it: your role here is viewer.',
} as const;

/** 'n/m completed'. */
export function completedText(done: number, total: number): string {
  return `${done}/${total} completed`;
}
