import { prefersReducedMotion } from '@client/lib/use-reduced-motion';
import { type Point, type Size, type ViewTransform, centreOf, centreOn, clampScale } from './viewport';

/** The contract's pan spring. With mass 1 it is critically damped: no overshoot, settles in ~0.6 s. */
export const PAN_SPRING = { stiffness: 100, damping: 20 } as const;

const STEP = 1 / 240;
const MAX_FRAME = 1 / 20;
const REST_DISTANCE = 0.05;
const REST_SPEED = 0.05;

/** What the spring moves: the map point at the middle of the canvas and the log of the scale. */
interface SpringState {
  cx: number;
  cy: number;
  log: number;
}

/**
 * Animates the view toward a target with a damped spring, integrated on requestAnimationFrame in fixed
 * steps. It moves the map point at the canvas centre and the log of the scale, so a zoom stays about the
 * centre and a fling glides in a straight line. When the system asks for less motion (`reducedMotion`),
 * it jumps to the target at once instead.
 */
export class ViewSpring {
  private frame = 0;
  private last = 0;
  private position: SpringState = { cx: 0, cy: 0, log: 0 };
  private velocity: SpringState = { cx: 0, cy: 0, log: 0 };
  private target: SpringState = { cx: 0, cy: 0, log: 0 };

  constructor(
    private readonly size: () => Size,
    private readonly apply: (view: ViewTransform) => void,
    private readonly onRest: () => void,
    private readonly reducedMotion: () => boolean = prefersReducedMotion,
  ) {}

  get running(): boolean {
    return this.frame !== 0;
  }

  /** Springs from `from` to `to`; `velocity` (map units per second at the centre) carries a fling. */
  animate(from: ViewTransform, to: ViewTransform, velocity: Point = { x: 0, y: 0 }): void {
    const size = this.size();
    const end = centreOf(to, size);
    if (this.reducedMotion()) {
      this.stop();
      this.apply(centreOn(end.x, end.y, size, clampScale(to.scale)));
      this.onRest();
      return;
    }
    const start = centreOf(from, size);
    this.position = { cx: start.x, cy: start.y, log: Math.log(from.scale) };
    this.target = { cx: end.x, cy: end.y, log: Math.log(clampScale(to.scale)) };
    this.velocity = { cx: velocity.x, cy: velocity.y, log: 0 };
    this.last = performance.now();
    if (!this.frame) this.frame = requestAnimationFrame(this.tick);
  }

  stop(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  private tick = (now: number): void => {
    let elapsed = Math.min(MAX_FRAME, Math.max(0, (now - this.last) / 1000));
    this.last = now;
    const { stiffness, damping } = PAN_SPRING;
    const keys = ['cx', 'cy', 'log'] as const;
    while (elapsed > 0) {
      const dt = Math.min(STEP, elapsed);
      elapsed -= dt;
      for (const key of keys) {
        const force = -stiffness * (this.position[key] - this.target[key]) - damping * this.velocity[key];
        this.velocity[key] += force * dt;
        this.position[key] += this.velocity[key] * dt;
      }
    }
    const scale = Math.exp(this.position.log);
    const atRest = keys.every((key) => {
      const tolerance = key === 'log' ? 1e-4 : REST_DISTANCE / scale;
      return (
        Math.abs(this.position[key] - this.target[key]) < tolerance &&
        Math.abs(this.velocity[key]) < (key === 'log' ? 1e-3 : REST_SPEED / scale)
      );
    });
    const state = atRest ? this.target : this.position;
    this.apply(centreOn(state.cx, state.cy, this.size(), Math.exp(state.log)));
    if (atRest) {
      this.frame = 0;
      this.onRest();
      return;
    }
    this.frame = requestAnimationFrame(this.tick);
  };
}
