import type { PaintStats } from './scene-painter';

export interface PaintReport extends PaintStats {
  cost: number;
  total: number;
  /** Whether the paint covered a margin around the screen too (false: the opening's screen alone). */
  margined: boolean;
}

/**
 * The map scene's subscriptions: React hears about view, model and label changes through them, and the
 * benchmark and browser tests about each full paint.
 */
export class SceneListeners {
  protected onPainted: ((report: PaintReport) => void) | null = null;
  protected readonly viewListeners = new Set<() => void>();
  protected readonly modelListeners = new Set<() => void>();
  protected readonly labelListeners = new Set<() => void>();

  subscribeView = (listener: () => void): (() => void) => {
    this.viewListeners.add(listener);
    return () => this.viewListeners.delete(listener);
  };

  subscribeModel = (listener: () => void): (() => void) => {
    this.modelListeners.add(listener);
    return () => this.modelListeners.delete(listener);
  };

  /** Listens for a change of the levels the map's labels reach (after a paint). */
  subscribeLabels = (listener: () => void): (() => void) => {
    this.labelListeners.add(listener);
    return () => this.labelListeners.delete(listener);
  };

  /** Called after each full paint (the benchmark and browser tests read it through data attributes). */
  setPaintListener(listener: ((report: PaintReport) => void) | null): void {
    this.onPainted = listener;
  }
}
