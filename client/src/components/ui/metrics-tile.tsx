import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { DAY_MS } from '@shared/constants';
import { Tile } from './tile';
import './metrics-tile.css';

/** How many of the creation times fall within the last 24 hours and the last 7 days before `now`. */
export function creationCounts(
  createdAt: readonly (string | null)[],
  now: number,
): { today: number; week: number } {
  let today = 0;
  let week = 0;
  for (const time of createdAt) {
    if (time === null) continue;
    const age = now - Date.parse(time);
    if (age < DAY_MS) today += 1;
    if (age < 7 * DAY_MS) week += 1;
  }
  return { today, week };
}

/** A list page's Metrics tile: the total, and how many were created Today and this Week. */
export function MetricsTile({ createdAt }: { createdAt: readonly (string | null)[] }) {
  const [now] = useState(() => Date.now());
  const { today, week } = creationCounts(createdAt, now);
  return (
    <Tile as="li" title="Metrics" icon={<BarChart3 />} className="metrics-tile">
      <p className="metrics-tile__total">
        <span className="metrics-tile__value">{createdAt.length}</span> total
      </p>
      <dl className="metrics-tile__periods">
        <div>
          <dt>Today</dt>
          <dd>{today}</dd>
        </div>
        <div>
          <dt>Week</dt>
          <dd>{week}</dd>
        </div>
      </dl>
    </Tile>
  );
}
