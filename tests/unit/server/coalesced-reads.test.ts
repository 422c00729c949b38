import { describe, expect, it } from 'vitest';
import { coalescedReads } from '@server/db/coalesced-reads';

function counted(rows: Record<string, string>) {
  const queries: string[][] = [];
  const read = coalescedReads(
    (key: string) => key,
    async (keys: string[]) => {
      queries.push(keys);
      if (keys.includes('broken')) throw new Error('query failed');
      return new Map(keys.filter((key) => key in rows).map((key) => [key, rows[key]!]));
    },
  );
  return { read, queries };
}

describe('coalescedReads', () => {
  it('reads what is asked in one turn with one query, and each caller gets its own row or null', async () => {
    const { read, queries } = counted({ a: 'row a', b: 'row b' });
    const answers = await Promise.all([read('a'), read('b'), read('missing'), read('a')]);
    expect(answers).toEqual(['row a', 'row b', null, 'row a']);
    expect(queries).toEqual([['a', 'b', 'missing', 'a']]);
  });

  it('sends a read asked after the query went out with the next query', async () => {
    const { read, queries } = counted({ a: 'row a', b: 'row b' });
    const first = read('a');
    await new Promise((resolve) => setImmediate(resolve));
    const second = read('b');
    expect(await Promise.all([first, second])).toEqual(['row a', 'row b']);
    expect(queries).toEqual([['a'], ['b']]);
  });

  it('fails every read of a query that failed, and the next turn reads again', async () => {
    const { read, queries } = counted({ a: 'row a' });
    const failed = await Promise.allSettled([read('a'), read('broken')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await read('a')).toBe('row a');
    expect(queries).toHaveLength(2);
  });
});
