/**
 * Runs one benchmark by name: `npm run bench -- <name>`. Each prints its figures; docs/PERFORMANCE.md keeps
 * the results with the command that produced them.
 */
import process from 'node:process';

const benchmarks: Record<string, () => Promise<void>> = {
  analytics: async () => (await import('./analytics/run')).main(),
  chaos: async () => (await import('./chaos/run')).main(),
  sync: async () => (await import('./sync/run')).main(),
  'map-canvas': async () => (await import('./map-canvas/run')).main(),
  'map-reader': async () => (await import('./map-reader/run')).main(),
  'map-document': async () => (await import('./map-document/run')).main(),
  'todo-list': async () => (await import('./todo-list/run')).main(),
  board: async () => (await import('./board/run')).main(),
  rest: async () => (await import('./rest/run')).main(),
  snapshots: async () => (await import('./snapshots/run')).main(),
  history: async () => (await import('./history/run')).main(),
  import: async () => (await import('./import/run')).main(),
  search: async () => (await import('./search/run')).main(),
  webhooks: async () => (await import('./webhooks/run')).main(),
};

const name = process.argv[2] ?? '';
const run = benchmarks[name];
if (!run) {
  console.error(`Usage: npm run bench -- <${Object.keys(benchmarks).join('|')}>`);
  process.exit(1);
}
await run();
