import { Card } from '@client/components/ui/card';
import './insights-preview.css';

const SERIES: { label: string; today: number; week: number; points: number[] }[] = [
  { label: 'Mind maps', today: 2, week: 9, points: [1, 2, 1, 3, 2, 4, 3, 2, 5, 4, 3, 6, 5, 7] },
  { label: 'To-dos done', today: 14, week: 61, points: [4, 6, 5, 8, 7, 6, 9, 11, 8, 10, 12, 9, 13, 14] },
  { label: 'Cards to Done', today: 5, week: 23, points: [2, 1, 3, 2, 4, 3, 3, 5, 4, 2, 4, 5, 4, 5] },
];

function sparkline(points: number[]): string {
  const max = Math.max(...points);
  const stepX = 100 / (points.length - 1);
  return points
    .map((value, index) => `${index === 0 ? 'M' : 'L'} ${index * stepX} ${30 - (value / max) * 26}`)
    .join(' ');
}

/** A static picture of the dashboard's metric tiles: Today and Week counts with a 14-day sparkline. */
export function InsightsPreview() {
  return (
    <ul className="card-grid insights-preview" aria-label="Example dashboard metrics">
      {SERIES.map((series) => (
        <Card as="li" key={series.label}>
          <p className="insights-preview__label">{series.label}</p>
          <div className="insights-preview__counts">
            <span>
              <strong>{series.today}</strong> Today
            </span>
            <span>
              <strong>{series.week}</strong> Week
            </span>
          </div>
          <svg
            className="insights-preview__spark"
            viewBox="0 0 100 32"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <path d={sparkline(series.points)} vectorEffect="non-scaling-stroke" />
          </svg>
        </Card>
      ))}
    </ul>
  );
}
