import { describe, expect, it } from 'vitest';
import { documentOfPage } from '@shared/document-pages';

const ID = '0b6c3f4e-8d2a-4c1b-9e7f-1a2b3c4d5e6f';

describe('documentOfPage', () => {
  it('finds the document a page shows, and its id, from the address', () => {
    expect(documentOfPage(`/maps/${ID}`)).toEqual({ kind: 'mindmap', id: ID });
    expect(documentOfPage(`/todos/${ID}`)).toEqual({ kind: 'todolist', id: ID });
    expect(documentOfPage(`/kanban/${ID}/`)).toEqual({ kind: 'board', id: ID });
  });

  it('answers null for the list pages and any other address', () => {
    for (const pathname of [
      '/',
      '/mindmaps',
      '/todos',
      '/todos/',
      '/kanban',
      `/todo/${ID}`,
      `/maps/${ID}/x`,
    ]) {
      expect(documentOfPage(pathname)).toBeNull();
    }
  });
});
