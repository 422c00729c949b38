/** User-facing texts of the mind-maps feature that the contract fixes word for word (or several files share). */
export const MAP_TEXTS = {
  untitled: 'Untitled Map',
  loadFailed: 'Failed to load maps',
  viewOnly: 'You can view the maps of this workspace but not change them: your role here is viewer.',
  deleteQuestion: 'Delete this mind map?',
  deleteFailed: 'Delete failed',
  errorLoading: 'Error loading map.',
  /** Worded as lists ('List not found') and boards ('Board not found') say it. */
  notFound: 'Map not found',
  /** A member is told a map was deleted (its copy on this device goes with it). */
  deleted: 'This map was deleted.',
  invalidMap: 'Invalid map.',
  notOffline: 'This map is not available offline: it was never opened on this device.',
  oops: 'Oops! Something went wrong loading the mind map. Please try again.',
  untitledNode: 'Untitled',
  deleteNodeFailed: 'Failed to delete node',
  createListFailed: 'Something went wrong',
  listGenerating: 'Generating Todo List...',
  listAlmostDone: 'Almost done...',
  todoCreateFailed: 'Failed to create todo',
  listLoadFailed: 'Failed to load list',
  /** Enter on a cleared label: the name stays until a new one is typed. */
  nodeNameNeeded: (name: string) => `A node needs a name. Type one, or press Escape to keep “${name}”.`,
  newNodeNameNeeded: 'A node needs a name. Type one, or press Escape to remove this node.',
} as const;
