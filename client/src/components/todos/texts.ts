/** Texts of the to-do modals that the map editor and the to-do screens share; the contract fixes them. */
export const TODO_DIALOG_TEXTS = {
  somethingWrong: 'Something went wrong',
  todoCreateFailed: 'Failed to create todo',
  listLoadFailed: 'Failed to load list',
} as const;
