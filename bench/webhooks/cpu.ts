import fs from 'node:fs';

/**
 * The CPU a phase of bench/webhooks used, by process, from Linux's /proc: the server (on PGlite its
 * database too, which runs in a thread of it), the PostgreSQL processes, the receiver and the bench
 * itself (the editing clients and the write load). It tells what the two cores were shared between when
 * the ratios of the phases are read. Nothing is measured where /proc is missing.
 */

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_A_SECOND = 100;

/** The user and system CPU time a process has used, in ticks, or 0 when it cannot be read. */
function ticksOf(pid: string | number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The ticks of every process whose command is `name` (the PostgreSQL server and its backends). */
function ticksOfCommand(name: string): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name) total += ticksOf(pid);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return total;
}

export type CpuShares = Record<string, number>;

/** Starts measuring the processes named by `pids` and the PostgreSQL processes; stop() gives cores used. */
export function startCpu(pids: Record<string, number | undefined>): { stop(): CpuShares } {
  const read = () => {
    const now: Record<string, number> = {};
    for (const [name, pid] of Object.entries(pids)) if (pid !== undefined) now[name] = ticksOf(pid);
    now.PostgreSQL = ticksOfCommand('postgres');
    return now;
  };
  const available = fs.existsSync('/proc/self/stat');
  const started = performance.now();
  const before = available ? read() : {};
  return {
    stop() {
      if (!available) return {};
      const after = read();
      const seconds = (performance.now() - started) / 1000;
      const shares: CpuShares = {};
      for (const [name, ticks] of Object.entries(after)) {
        shares[name] = (ticks - (before[name] ?? 0)) / TICKS_A_SECOND / seconds;
      }
      return shares;
    },
  };
}

/** "server 0.71, PostgreSQL 0.52, …, in all 1.83 cores" (processes that used none left out). */
export function cpuLine(shares: CpuShares): string {
  const used = Object.entries(shares).filter(([, cores]) => cores >= 0.005);
  if (used.length === 0) return '';
  const total = used.reduce((sum, [, cores]) => sum + cores, 0);
  return `${used.map(([name, cores]) => `${name} ${cores.toFixed(2)}`).join(', ')}, in all ${total.toFixed(2)} cores`;
}
