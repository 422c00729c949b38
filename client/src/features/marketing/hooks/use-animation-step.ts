import { useContext, useEffect, useState } from 'react';
import { useReducedMotion } from '@client/lib/use-reduced-motion';
import { MARKETING_ANIMATION_STEP_MS } from '@shared/constants';
import { AnimationPausedContext } from './animation-paused-context';

export interface AnimationStepOptions {
  /** Steps that show something new; the animation then holds the last frame. */
  steps: number;
  /** Extra steps the finished frame stays on screen before the loop restarts. */
  holdSteps?: number;
  /** Restarts from 0 when this changes (e.g. another sample is picked). */
  resetKey?: string;
  /** The frame shown, without motion, to visitors who prefer reduced motion; defaults to the last one. */
  staticStep?: number;
}

/**
 * A frame counter for the marketing demos: advances every MARKETING_ANIMATION_STEP_MS from 0 to `steps`,
 * holds, and loops. With prefers-reduced-motion it shows `staticStep` only; it stands still while the tab is
 * hidden or the surrounding demo is paused.
 */
export function useAnimationStep({
  steps,
  holdSteps = 5,
  resetKey = '',
  staticStep = steps,
}: AnimationStepOptions): number {
  const reducedMotion = useReducedMotion();
  const paused = useContext(AnimationPausedContext);
  const [tick, setTick] = useState({ key: resetKey, value: 0 });
  const cycle = steps + holdSteps + 1;

  useEffect(() => {
    if (reducedMotion || paused) return undefined;
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      setTick((current) =>
        current.key === resetKey ? { key: resetKey, value: current.value + 1 } : { key: resetKey, value: 1 },
      );
    }, MARKETING_ANIMATION_STEP_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion, paused, resetKey]);

  if (reducedMotion) return staticStep;
  const value = tick.key === resetKey ? tick.value : 0;
  return Math.min(value % cycle, steps);
}
