import { describe, expect, it } from 'vitest';
import { documentPageAt } from '@client/app/routes/document-pages';

const ID = '0b6c3f4e-8d2a-4c1b-9e7f-1a2b3c4d5e6f';

describe('documentPageAt', () => {
  it('finds the document page and its id from the address', () => {
    expect(documentPageAt(`/maps/${ID}`)).toMatchObject({ page: { kind: 'mindmap' }, id: ID });
    expect(documentPageAt(`/todos/${ID}`)).toMatchObject({ page: { kind: 'todolist' }, id: ID });
    expect(documentPageAt(`/kanban/${ID}/`)).toMatchObject({ page: { kind: 'board' }, id: ID });
  });

  it('answers null for the list pages and any other address', () => {
    for (const pathname of [
      '/',
      '/mindmaps',
      '/todos',
      '/todos/',
      '/kanban',
      '/todo/' + ID,
      `/maps/${ID}/x`,
    ]) {
      expect(documentPageAt(pathname)).toBeNull();
    }
  });
});
