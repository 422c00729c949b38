import { FN, signUp } from '../../tests/helpers/accounts';
import { eventually } from '../../tests/helpers/http';

const POLL_MS = 5;
const GIVE_UP_MS = 10_000;

/**
 * How soon an edit is found: `rounds` times, a node of a real map (a new user's: the seeded workspace is
 * past its plan's map limit; the index it writes into holds the bench's 200,000 rows) gets a label of a
 * word never seen before, through `PATCH /nodes/{id}`; from that write's answer (its store projected),
 * search is asked every 5 ms until it finds the word. The index lives in the database every instance
 * shares, so what one instance finds, all do. Times in ms.
 */
export async function timeFreshness(url: string, rounds: number): Promise<number[]> {
  const user = await signUp(url);
  const map = await user.post(`${FN}/mindmaps`, { data: { title: 'Freshness' } });
  if (map.status !== 201) throw new Error(`map: ${map.status}`);
  const node = await user.post(`${FN}/nodes`, { mindmapId: map.body.id, label: 'start', x: 300, y: 0 });
  if (node.status !== 201) throw new Error(`node: ${node.status}`);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const word = `fresh${round.toString(36)}q${Date.now().toString(36)}`;
    const patched = await user.patch(`${FN}/nodes/${node.body.id as string}`, { label: `Plan ${word}` });
    if (patched.status !== 200) throw new Error(`patch: ${patched.status}`);
    const written = performance.now();
    await eventually(
      async () => (await user.get<{ results: unknown[] }>(`/api/search?q=${word}`)).body.results.length > 0,
      GIVE_UP_MS,
      POLL_MS,
    );
    times.push(performance.now() - written);
  }
  return times;
}
