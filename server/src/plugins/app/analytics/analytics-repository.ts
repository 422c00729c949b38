import { sql, type Kysely } from 'kysely';
import { ANALYTICS_KINDS, type AnalyticsKind } from '@shared/api/billing';
import { DAY_MS } from '@shared/constants';
import type { DB } from '../../../db/schema';

export type DayCounts = Record<AnalyticsKind, number>;

/** How long after midnight (UTC) a day counts as closed: no transaction stays open that long. */
const CLOSE_AFTER_MS = 60 * 60 * 1000;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const zeroCounts = (): DayCounts => Object.fromEntries(ANALYTICS_KINDS.map((kind) => [kind, 0])) as DayCounts;

/**
 * Items created per day, from the insert-only `item_creations` rows. A closed day's totals are written
 * once into `daily_item_counts` the first time they are asked for, so a window of N days reads N × 6
 * totals plus the rows of the day (or two) still open, whatever the size of the history.
 */
export function createAnalyticsRepository(db: Kysely<DB>) {
  async function rollUp(days: string[]) {
    if (days.length === 0) return;
    const dayList = sql.join(days.map((day) => sql`${day}::date`));
    const kindList = sql.join(ANALYTICS_KINDS.map((kind) => sql`${kind}::text`));
    await sql`
      insert into daily_item_counts (day, kind, count)
      select d.day, k.kind,
        (select count(*) from item_creations c where c.day = d.day and c.kind = k.kind)
      from unnest(array[${dayList}]) as d(day) cross join unnest(array[${kindList}]) as k(kind)
      on conflict do nothing`.execute(db);
  }

  return {
    /** Per-day counts of the `days` days ending with the day of `now` (UTC), oldest first. */
    async daily(now: Date, days: number): Promise<Array<{ date: string } & DayCounts>> {
      const dates = Array.from({ length: days }, (_, index) =>
        utcDay(new Date(now.getTime() - (days - 1 - index) * DAY_MS)),
      );
      const first = dates[0]!;
      const closedBefore = utcDay(new Date(now.getTime() - CLOSE_AFTER_MS));
      const closed = dates.filter((date) => date < closedBefore);

      const rolled = closed.length
        ? await db
            .selectFrom('daily_item_counts')
            .select(['day', 'kind', 'count'])
            .where('day', '>=', first)
            .where('day', '<', closedBefore)
            .execute()
        : [];
      const rolledDays = new Set(rolled.map((row) => row.day));
      const missing = closed.filter((date) => !rolledDays.has(date));
      await rollUp(missing);
      const [filled, live] = await Promise.all([
        missing.length
          ? db
              .selectFrom('daily_item_counts')
              .select(['day', 'kind', 'count'])
              .where('day', 'in', missing)
              .execute()
          : [],
        db
          .selectFrom('item_creations')
          .select(['day', 'kind', (eb) => eb.fn.countAll<number>().as('count')])
          .where('day', '>=', closedBefore > first ? closedBefore : first)
          .where('day', '<=', dates[dates.length - 1]!)
          .groupBy(['day', 'kind'])
          .execute(),
      ]);

      const byDay = new Map(dates.map((date) => [date, zeroCounts()]));
      for (const row of [...rolled, ...filled, ...live]) {
        const counts = byDay.get(row.day);
        if (counts && row.kind in counts) counts[row.kind as AnalyticsKind] = Number(row.count);
      }
      return dates.map((date) => ({ date, ...byDay.get(date)! }));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

/** Sums each kind over the days. */
export function totalsOf(days: DayCounts[]): DayCounts {
  const totals = zeroCounts();
  for (const day of days) for (const kind of ANALYTICS_KINDS) totals[kind] += day[kind];
  return totals;
}
