import { ACCESS_CHANGED_REASON } from '../../shared/presence';
import { openDocument, type DocumentClient } from '../../tests/helpers/collab';
import { eventually, type HttpClient } from '../../tests/helpers/http';
import { FN } from './documents';
import type { InstancePool } from './instances';
import { sessionOn } from './writers';

/**
 * How soon an access change reaches the other instances: a member's role is changed through one instance
 * and, on each other instance, a socket the member has open on a document is timed from the change's
 * answer until that instance closes the document for reopening under the new role.
 */

export interface AccessSample {
  /** The instance the change was made through, and the one that had to act on it. */
  through: number;
  on: number;
  /** Milliseconds from the answer to the close; Infinity when no close came within the probe's patience. */
  ms: number;
  /** Seconds into the run when the change was answered. */
  at: number;
  /** Other reasons the probe's document was closed for, if any. */
  otherCloses: string[];
}

export interface AccessRound {
  samples: AccessSample[];
  /** Whether the role was changed (the change answered 200), whatever was measured. */
  changed: boolean;
  /** Why the round measured nothing, if it did not. */
  skipped?: string;
}

/** How long a round waits for the closes; anything past a second is late, this only bounds the wait. */
const PATIENCE_MS = 10_000;

/**
 * One round: the member's sockets open on every running instance except `through`, the role changed to
 * `role` (which must differ from the member's role now) through `through`, the closes timed. `quiet(from)` says whether nothing disturbed the services
 * (a Redis or PostgreSQL restart) since `from`: a round that overlaps one, or whose instances were
 * restarted meanwhile, is skipped rather than counted.
 */
export async function probeAccess(
  pool: InstancePool,
  through: number,
  parties: { owner: HttpClient; member: HttpClient; memberId: string; documentName: string },
  role: 'viewer' | 'editor',
  quiet: (from: number) => boolean,
): Promise<AccessRound> {
  const startedAt = performance.now();
  const via = pool.slots[through]!;
  const targets = pool.slots.filter((slot) => slot !== via && slot.current !== null);
  // Read now: `through` may be killed while the probe's sockets open.
  const viaUrl = via.current?.url;
  if (!viaUrl || targets.length === 0)
    return { samples: [], changed: false, skipped: 'an instance was down' };
  const generations = pool.slots.map((slot) => slot.generation);
  const probes = targets.map((slot) => {
    const client: DocumentClient = openDocument(slot.current!.url, parties.documentName, {
      client: parties.member,
    });
    const probe = { slot, client, closedAt: null as number | null, otherCloses: [] as string[] };
    client.provider.on('close', ({ event }: { event: { reason: string; code: number } }) => {
      if (event.reason === ACCESS_CHANGED_REASON) probe.closedAt ??= performance.now();
      else probe.otherCloses.push(`${event.code} ${event.reason}`);
    });
    return probe;
  });
  try {
    const opened = await Promise.all(probes.map((probe) => probe.client.synced())).then(
      () => true,
      () => false,
    );
    if (!opened) return { samples: [], changed: false, skipped: 'a probe socket did not open' };
    const answer = await sessionOn(parties.owner, viaUrl)
      .patch(`${FN}/team-members/${parties.memberId}`, { role })
      .catch(() => null);
    const answeredAt = performance.now();
    if (answer?.status !== 200) {
      return { samples: [], changed: false, skipped: `the change was refused (${answer?.status})` };
    }
    await eventually(() => probes.every((probe) => probe.closedAt !== null), PATIENCE_MS, 5).catch(
      () => undefined,
    );
    if (!quiet(startedAt))
      return { samples: [], changed: true, skipped: 'Redis or PostgreSQL restarted meanwhile' };
    const samples = probes
      .filter((probe) => probe.slot.generation === generations[probe.slot.index])
      .map((probe) => ({
        through,
        on: probe.slot.index,
        ms: probe.closedAt === null ? Number.POSITIVE_INFINITY : Math.max(0, probe.closedAt - answeredAt),
        at: answeredAt / 1000,
        otherCloses: probe.otherCloses,
      }));
    return samples.length > 0
      ? { samples, changed: true }
      : { samples, changed: true, skipped: 'the instances restarted meanwhile' };
  } finally {
    for (const probe of probes) probe.client.close();
  }
}
