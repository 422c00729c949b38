import type { Context } from 'konva/lib/Context';
import type { Layer } from 'konva/lib/Layer';
import type { Shape } from 'konva/lib/Shape';
import type { MindmapLayout, MindmapView } from '@shared/schema/mindmap-model';
import { type TodoMark, todoMarkOf } from './node-sprites';
import { type PeerMark, paintOverlay } from './overlay-painter';
import { type SceneModel, buildSceneModel } from './scene-model';
import { paintScene } from './scene-painter';
import { SceneListeners } from './scene-listeners';
import { CHEAP_PAINT_MS, IDLE_MS, whenIdle } from './scene-timing';
import { SceneSnapshot } from './scene-snapshot';
import { ViewSpring } from './spring';
import { type LabelMeasure, estimateLabel, fitModel, fitNodes } from './fit-view';
import { labelMeasure } from './label-painter';
import { nodeOrLabelAt } from './hit-test';
import { type Point, type Size, type ViewTransform, zoomAt } from './viewport';

/**
 * The map canvas's engine, outside React: the scene model, the view transform and the painting of the
 * Konva layers. Panning and zooming move a painted bitmap (see SceneSnapshot); document changes rebuild the
 * model once per frame; React only hears about view and model changes through subscriptions.
 */
export class MapScene extends SceneListeners {
  model: SceneModel | null = null;
  view: ViewTransform = { x: 0, y: 0, scale: 1 };
  size: Size = { width: 0, height: 0 };
  readonly spring: ViewSpring;

  private readonly snapshot = new SceneSnapshot();
  private sceneLayer: Layer | null = null;
  private overlayLayer: Layer | null = null;
  private frame = 0;
  private sceneDirty = true;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private cancelMarginPaint: (() => void) | null = null;
  private stale = true;
  private mustPaint = false;
  private busyUntil = 0;
  private labelWidth: LabelMeasure | null = null;
  private pointerActive = false;
  private selection: string | null = null;
  private peers: readonly PeerMark[] = [];
  private marks: ReadonlyMap<string, TodoMark> = new Map();
  private drag: { id: string; x: number; y: number } | null = null;
  /** What covers the canvas's bottom right corner (the minimap), kept clear by Fit. */
  private corner: Size | null = null;
  /** The levels labelled by the last paint (level-of-detail.ts) and the deepest level it showed. */
  labelLevels = { labelled: -1, inView: -1 };

  constructor() {
    super();
    this.spring = new ViewSpring(
      () => this.size,
      (view) => this.applyView(view),
      () => this.touch(),
    );
  }

  attachScene = (shape: Shape | null): void => {
    this.sceneLayer = shape?.getLayer() ?? null;
    this.requestFrame();
  };

  attachOverlay = (shape: Shape | null): void => {
    this.overlayLayer = shape?.getLayer() ?? null;
    this.requestFrame();
  };

  getModel = (): SceneModel | null => this.model;

  getLabelLevels = (): { labelled: number; inView: number } => this.labelLevels;
  getView = (): ViewTransform => this.view;

  get interacting(): boolean {
    return this.pointerActive || this.spring.running || performance.now() < this.busyUntil;
  }

  setDocument(view: MindmapView, layout: MindmapLayout): void {
    this.model = buildSceneModel(view, layout);
    this.stale = true;
    this.requestFrame();
    this.modelListeners.forEach((listener) => listener());
  }

  /**
   * A new canvas size (the window, or the outline opening beside the canvas): the view keeps the map point
   * at the middle of the canvas in the middle, so what was in view stays in view.
   */
  setSize(size: Size): void {
    if (size.width === this.size.width && size.height === this.size.height) return;
    if (this.size.width > 0 && this.size.height > 0) {
      this.view = {
        ...this.view,
        x: this.view.x + (size.width - this.size.width) / 2,
        y: this.view.y + (size.height - this.size.height) / 2,
      };
    }
    this.size = size;
    this.requestFrame();
    this.viewListeners.forEach((listener) => listener());
  }

  /** Moves the view at once, as a gesture does (the spring stops). */
  setView(view: ViewTransform): void {
    this.spring.stop();
    this.busyUntil = performance.now() + IDLE_MS;
    this.applyView(view);
  }

  /** Places the view at once without counting it as a gesture, so the next frame paints it sharp (an opening view). */
  placeView(view: ViewTransform): void {
    this.spring.stop();
    this.applyView(view);
  }

  panBy(dx: number, dy: number): void {
    this.setView({ ...this.view, x: this.view.x + dx, y: this.view.y + dy });
  }

  zoomAt(sx: number, sy: number, factor: number): void {
    this.setView(zoomAt(this.view, sx, sy, factor));
  }

  /** Springs to `view`; `velocity` in map units per second carries the momentum of a fling. */
  animateTo(view: ViewTransform, velocity?: Point): void {
    this.spring.animate(this.view, view, velocity);
  }

  /** Tells Fit what covers the canvas's bottom right corner, or null when nothing does. */
  setCorner(corner: Size | null): void {
    this.corner = corner;
  }

  /** Fit to screen: the whole map in the part of the canvas nothing covers. */
  fitView(): ViewTransform | null {
    if (!this.model || this.size.width === 0) return null;
    return fitModel(this.model, this.size, this.corner, this.measureLabel());
  }

  /** The view showing the nodes `ids`, as Fit shows the whole map. */
  fitNodesView(ids: readonly string[]): ViewTransform | null {
    if (!this.model || this.size.width === 0) return null;
    return fitNodes(this.model, ids, this.size, this.corner, this.measureLabel());
  }

  /** Measures labels as the painter does (a canvas of its own), or estimates them where there is none. */
  private measureLabel(): LabelMeasure {
    if (!this.labelWidth) {
      const context =
        typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
      this.labelWidth = context ? labelMeasure(context) : estimateLabel;
    }
    return this.labelWidth;
  }

  setPointerActive(active: boolean): void {
    this.pointerActive = active;
    if (!active) this.touch();
  }

  setSelection(id: string | null): void {
    this.selection = id;
    this.requestOverlay();
  }

  setPeers(peers: readonly PeerMark[]): void {
    this.peers = peers;
    this.requestOverlay();
  }

  /** The to-do state of each linked list, by list id; drawn on the nodes linking to them. */
  setMarks(marks: ReadonlyMap<string, TodoMark>): void {
    this.marks = marks;
    this.stale = true;
    this.requestFrame();
  }

  beginDrag(id: string): void {
    const index = this.model?.indexOf.get(id);
    if (index === undefined || !this.model) return;
    this.drag = { id, x: this.model.xs[index] ?? 0, y: this.model.ys[index] ?? 0 };
    this.mustPaint = true;
    this.requestFrame();
  }

  moveDrag(x: number, y: number): void {
    if (!this.drag) return;
    this.drag = { ...this.drag, x, y };
    this.requestOverlay();
    this.viewListeners.forEach((listener) => listener());
  }

  endDrag(): { id: string; x: number; y: number } | null {
    const drag = this.drag;
    this.drag = null;
    this.mustPaint = true;
    this.requestFrame();
    return drag;
  }

  /** Map position of a node, following a drag in progress. */
  positionOf(id: string): Point | null {
    if (this.drag?.id === id) return { x: this.drag.x, y: this.drag.y };
    const index = this.model?.indexOf.get(id);
    if (index === undefined || !this.model || this.model.hidden[index]) return null;
    return { x: this.model.xs[index] ?? 0, y: this.model.ys[index] ?? 0 };
  }

  screenOf(id: string): Point | null {
    const point = this.positionOf(id);
    if (!point) return null;
    return { x: point.x * this.view.scale + this.view.x, y: point.y * this.view.scale + this.view.y };
  }

  /** The node under screen point (sx, sy), by its circle (nearest first) or its label as painted, or null. */
  hitTest(sx: number, sy: number): string | null {
    const labels = this.model ? this.snapshot.labelsOf(this.model) : [];
    return this.model ? nodeOrLabelAt(this.model, this.view, labels, sx, sy) : null;
  }

  /** Redraws both layers on the next frame. */
  requestFrame = (): void => {
    this.sceneDirty = true;
    this.requestOverlay();
  };

  /**
   * Konva's sceneFunc of the map layer: the bitmap in place, or a full paint when exporting. The layer is
   * the shape's own, not the one attached: Konva draws a layer as it joins the stage, before React has
   * attached it here, and that first draw is the map's first paint.
   */
  drawScene = (context: Context, shape: Shape): void => {
    const native = context._context;
    const pixelRatio = context.canvas.getPixelRatio();
    const model = this.model;
    if (!model) return;
    const input = { model, view: this.view, skip: this.skipIndex(), mark: this.markOf };
    if (context.canvas !== shape.getLayer()?.getCanvas()) {
      // stage.toDataURL(): paint the vectors straight onto the export canvas.
      const width = context.canvas.width / pixelRatio;
      const height = context.canvas.height / pixelRatio;
      paintScene(
        { context: native, pixelRatio, originX: 0, originY: 0, width, height },
        { ...input, skip: -1 },
      );
      return;
    }
    if (this.shouldPaint(pixelRatio)) {
      // The opening paint covers the screen alone, to show the map sooner: a bitmap with a margin is four
      // times the pixels, and a fresh canvas costs its size to set up. The margin panning draws from is
      // painted once the page is idle.
      const opening = this.snapshot.view === null;
      const stats = this.snapshot.paint(input, this.size, pixelRatio, !opening);
      if (opening) {
        this.cancelMarginPaint = whenIdle(() => {
          this.cancelMarginPaint = null;
          if (this.snapshot.margined) return;
          this.mustPaint = true;
          this.requestFrame();
        });
      }
      this.stale = false;
      this.mustPaint = false;
      this.onPainted?.({
        ...stats,
        cost: this.snapshot.lastCost,
        total: model.count,
        margined: this.snapshot.margined,
      });
      if (
        stats.labelledDepth !== this.labelLevels.labelled ||
        stats.deepestInView !== this.labelLevels.inView
      ) {
        this.labelLevels = { labelled: stats.labelledDepth, inView: stats.deepestInView };
        this.labelListeners.forEach((listener) => listener());
      }
    }
    this.snapshot.blit(native, this.view, this.size, pixelRatio);
  };

  drawOverlay = (context: Context): void => {
    if (context.canvas !== this.overlayLayer?.getCanvas()) return;
    const drag = this.drag;
    const index = drag ? this.model?.indexOf.get(drag.id) : undefined;
    paintOverlay(context._context, context.canvas.getPixelRatio(), {
      model: this.model,
      view: this.view,
      selection: this.selection,
      drag: drag && index !== undefined ? { index, x: drag.x, y: drag.y } : null,
      peers: this.peers,
      mark: this.markOf,
    });
  };

  /** Stops animations and pending frames (the editor unmounting); a later request starts them again. */
  stop(): void {
    this.spring.stop();
    this.cancelMarginPaint?.();
    this.cancelMarginPaint = null;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private markOf = (index: number): TodoMark =>
    todoMarkOf(this.model?.nodes[index]?.linkedTodoListId, this.marks);

  private skipIndex(): number {
    return this.drag ? (this.model?.indexOf.get(this.drag.id) ?? -1) : -1;
  }

  private shouldPaint(pixelRatio: number): boolean {
    if (this.mustPaint || !this.snapshot.covers(this.view, this.size, pixelRatio)) return true;
    const interacting = this.interacting;
    if (this.stale) return !interacting || this.snapshot.lastCost < CHEAP_PAINT_MS;
    return !interacting && !this.snapshot.matches(this.view, this.size);
  }

  private applyView(view: ViewTransform): void {
    this.view = view;
    this.requestFrame();
    this.viewListeners.forEach((listener) => listener());
  }

  private touch(): void {
    this.busyUntil = performance.now() + IDLE_MS;
    this.requestFrame();
  }

  /** Redraws the overlay on the next frame; the map layer only if something else asked for it. */
  private requestOverlay(): void {
    if (!this.frame) this.frame = requestAnimationFrame(this.drawFrame);
  }

  private drawFrame = (): void => {
    this.frame = 0;
    if (this.size.width === 0 || this.size.height === 0) return;
    if (this.sceneDirty) this.sceneLayer?.draw();
    this.sceneDirty = false;
    this.overlayLayer?.draw();
    if (this.interacting && !this.idleTimer) {
      // Come back once the gesture rests, to paint the map sharp at the new view.
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        this.requestFrame();
      }, IDLE_MS + 10);
    }
  };
}
