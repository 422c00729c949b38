import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** BENCH_PAGE_PROFILE_DIR: where the browser benches write CPU profiles of the page (Chrome DevTools). */
const PAGE_PROFILE_DIR = process.env.BENCH_PAGE_PROFILE_DIR;

/**
 * Runs `work`, with a CPU profile of `page` written to BENCH_PAGE_PROFILE_DIR as `name`.cpuprofile if it is
 * set, and prints the main thread's time over it (Performance.getMetrics).
 */
export async function profiled<T>(page: Page, name: string, work: () => Promise<T>): Promise<T> {
  if (!PAGE_PROFILE_DIR) return work();
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries(
      (await session.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]),
    );
  const before = await metrics();
  await session.send('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.send('Profiler.stop');
    const after = await metrics();
    const spent = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration']
      .map((metric) => `${metric} ${(((after[metric] ?? 0) - (before[metric] ?? 0)) * 1000).toFixed(0)} ms`)
      .join(', ');
    console.log(`  ${name}: ${spent} (main thread, Performance.getMetrics)`);
    fs.mkdirSync(PAGE_PROFILE_DIR, { recursive: true });
    fs.writeFileSync(path.join(PAGE_PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    await session.detach();
  }
}
