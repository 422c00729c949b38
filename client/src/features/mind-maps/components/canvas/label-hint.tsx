import { useSyncExternalStore } from 'react';
import type { MapScene } from './map-scene';
import './map-canvas.css';

/** The text saying which levels the canvas labels, when it leaves deeper levels unlabelled; else null. */
export function labelHintText(levels: { labelled: number; inView: number }): string | null {
  if (levels.labelled >= levels.inView) return null;
  if (levels.labelled < 0) return 'Labels hidden at this zoom · zoom in to read them';
  const shown = levels.labelled + 1;
  return `Labels: top ${shown} of ${levels.inView + 1} levels · zoom in for more`;
}

/**
 * Says when labels gave way (level-of-detail.ts): the canvas labels whole levels from the root, and this
 * line tells that the deeper ones are unlabelled at this zoom rather than leaving bare circles unexplained.
 */
export function LabelHint({ scene }: { scene: MapScene }) {
  const levels = useSyncExternalStore(scene.subscribeLabels, scene.getLabelLevels, scene.getLabelLevels);
  const text = labelHintText(levels);
  return text ? (
    <p className="label-hint" data-testid="label-hint">
      {text}
    </p>
  ) : null;
}
