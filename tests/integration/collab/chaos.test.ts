import { describe, expect, it } from 'vitest';
import { runChaos } from '../../../bench/chaos/harness';
import { missingServices } from '../../../bench/chaos/services';
import { judge } from '../../../bench/chaos/verdict';

/**
 * The chaos run (bench/chaos) at a small size: three instances as separate processes on a PostgreSQL and a
 * Redis of the test's own (CI's are shared by tests running in parallel, and this one restarts them),
 * 15 live clients on a map, a list and a board through a load balancer, REST writers, an instance
 * SIGKILLed and restarted every 20 s and Redis restarted once, for about a minute. At the end nothing
 * acknowledged is missing from any client or any instance's REST reads, the copies are identical, and every
 * access change reached the other instances within a second. The memory figures are printed, not judged:
 * a minute is too short for them to mean anything.
 */

// eslint-disable-next-line no-console
const log = (line: string) => console.info(`chaos: ${line}`);
const missing = missingServices();
if (missing) log(`skipped: ${missing}`);

describe.skipIf(missing !== null)('chaos across three instances', () => {
  it('loses nothing acknowledged, converges and applies access changes within a second through kills and a Redis restart', async () => {
    const report = await runChaos({
      seconds: 45,
      warmupSeconds: 3,
      clients: 15,
      clientsPerDocument: 5,
      restWriters: 2,
      editEveryMs: 500,
      restPauseMs: 200,
      killEveryMs: 20_000,
      accessEveryMs: 4_000,
      redisRestartAt: 0.3,
      postgresRestartAt: null,
      settleMs: 60_000,
      log,
    });
    const verdict = judge(report, { memory: false });
    verdict.lines.forEach(log);
    expect(verdict.failures).toEqual([]);
  }, 300_000);
});
