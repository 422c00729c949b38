import { useState } from 'react';
import { BarChart3 } from 'lucide-react';
import type { Mindmap } from '@shared/api/mindmaps';
import { DAY_MS } from '@shared/constants';
import { Tile } from '@client/components/ui/tile';

/** Maps created within the last 24 hours and the last 7 days, counted from `now`. */
export function creationCounts(maps: readonly Mindmap[], now: number): { today: number; week: number } {
  let today = 0;
  let week = 0;
  for (const map of maps) {
    const age = now - Date.parse(map.created_at);
    if (age < DAY_MS) today += 1;
    if (age < 7 * DAY_MS) week += 1;
  }
  return { today, week };
}

/** The Metrics tile: total maps, and how many were created Today and this Week. */
export function MindmapMetricsTile({ maps }: { maps: readonly Mindmap[] }) {
  const [now] = useState(() => Date.now());
  const { today, week } = creationCounts(maps, now);
  return (
    <Tile as="li" title="Metrics" icon={<BarChart3 />} className="mindmaps-metrics">
      <p className="mindmaps-metrics__total">
        <span className="mindmaps-metrics__value">{maps.length}</span> total
      </p>
      <dl className="mindmaps-metrics__periods">
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
