import { afterEach, describe, expect, it, vi } from 'vitest';
import { getItemActivity } from '@client/components/activity/api/get-item-activity';

/** The server's answer to every request, as fetch gives it. */
function answering(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    calls.push(path);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getItemActivity', () => {
  it('reads a card’s activity from its own path', async () => {
    const entry = { at: '2026-07-03T14:42:10.000Z', kind: 'completed', authors: [] };
    const calls = answering(200, { entries: [entry], nextCursor: null });
    expect(await getItemActivity({ kind: 'card', id: 'c1' })).toEqual({ entries: [entry], nextCursor: null });
    expect(calls).toEqual(['/.netlify/functions/kanban/cards/c1/activity']);
  });

  it('has no activity yet for an item the server does not hold (made in the live document, not stored)', async () => {
    answering(404, { error: 'Todo not found' });
    expect(await getItemActivity({ kind: 'todo', id: 't1' })).toEqual({ entries: [], nextCursor: null });
  });

  it('fails on any other error, for the section to say so', async () => {
    answering(500, { error: 'Internal Server Error' });
    await expect(getItemActivity({ kind: 'todo', id: 't1' })).rejects.toThrow('Internal Server Error');
  });
});
