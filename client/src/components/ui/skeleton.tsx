import clsx from 'clsx';
import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /** text: one line of text; block: a tile or card; circle: an avatar. */
  shape?: 'text' | 'block' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A grey placeholder shown while content loads; hidden from screen readers (announce loading elsewhere). */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx('ui-skeleton', `ui-skeleton--${shape}`, className)}
      style={{ width, height }}
    />
  );
}
