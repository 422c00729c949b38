import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { MapScene } from './map-scene';
import type { SceneModel } from './scene-model';
import { BRANCH_PALETTE, CANVAS_COLOURS } from './theme';
import { type Size, type ViewTransform, centreOn } from './viewport';
import './map-canvas.css';

/** The contract's minimap size, in CSS pixels. */
export const MINIMAP_SIZE = 150;
const PADDING = 8;

export interface Projection {
  scale: number;
  x: number;
  y: number;
}

/** Fits the map's bounds, centred, into the minimap. */
function project(model: SceneModel): Projection {
  const { minX, minY, maxX, maxY } = model.bounds;
  const span = Math.max(maxX - minX, maxY - minY, 200);
  const scale = (MINIMAP_SIZE - 2 * PADDING) / span;
  return {
    scale,
    x: MINIMAP_SIZE / 2 - ((minX + maxX) / 2) * scale,
    y: MINIMAP_SIZE / 2 - ((minY + maxY) / 2) * scale,
  };
}

/** Where the visible area shows in the minimap, cut to the minimap's frame; null when it is outside. */
export function viewportFrame(
  view: ViewTransform,
  size: Size,
  projection: Projection,
): { left: number; top: number; width: number; height: number } | null {
  const inset = 1;
  const left = Math.max(inset, (-view.x / view.scale) * projection.scale + projection.x);
  const top = Math.max(inset, (-view.y / view.scale) * projection.scale + projection.y);
  const right = Math.min(
    MINIMAP_SIZE - inset,
    ((size.width - view.x) / view.scale) * projection.scale + projection.x,
  );
  const bottom = Math.min(
    MINIMAP_SIZE - inset,
    ((size.height - view.y) / view.scale) * projection.scale + projection.y,
  );
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/** Paints every visible node as a dot: once per document change, into a bitmap the frames reuse. */
function paintDots(target: HTMLCanvasElement, model: SceneModel, projection: Projection, ratio: number) {
  const context = target.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, MINIMAP_SIZE, MINIMAP_SIZE);
  for (const index of model.byDepth) {
    const colour = index === model.rootIndex ? CANVAS_COLOURS.root : BRANCH_PALETTE[model.branch[index] ?? 0];
    context.fillStyle = colour ?? CANVAS_COLOURS.root;
    const x = (model.xs[index] ?? 0) * projection.scale + projection.x;
    const y = (model.ys[index] ?? 0) * projection.scale + projection.y;
    const size = index === model.rootIndex ? 4 : 2;
    context.fillRect(x - size / 2, y - size / 2, size, size);
  }
}

/** A 150 px overview of the whole map with the visible area outlined; click or drag it to move there. */
export function Minimap({ scene }: { scene: MapScene }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const projection = useRef<Projection | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = canvas.height = Math.round(MINIMAP_SIZE * ratio);
    const dots = document.createElement('canvas');
    dots.width = dots.height = canvas.width;
    let frame = 0;
    let dotsFor: SceneModel | null = null;
    const draw = () => {
      frame = 0;
      const model = scene.model;
      if (!model) return;
      if (dotsFor !== model) {
        projection.current = project(model);
        paintDots(dots, model, projection.current, ratio);
        dotsFor = model;
      }
      const p = projection.current;
      if (!p) return;
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.drawImage(dots, 0, 0);
      const { view, size } = scene;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      // The visible area, cut to the minimap's frame: beyond the map's bounds it would leave the minimap.
      const shown = viewportFrame(view, size, p);
      context.strokeStyle = CANVAS_COLOURS.selection;
      context.lineWidth = 1.5;
      context.fillStyle = 'rgba(79, 70, 229, 0.08)';
      if (shown) {
        context.fillRect(shown.left, shown.top, shown.width, shown.height);
        context.strokeRect(shown.left, shown.top, shown.width, shown.height);
      }
    };
    const request = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    request();
    // Fit keeps the map clear of the minimap: the corner it takes, from its edges to the canvas's.
    const measureCorner = () => {
      const host = canvas.parentElement?.getBoundingClientRect();
      const own = canvas.getBoundingClientRect();
      if (host) scene.setCorner({ width: host.right - own.left, height: host.bottom - own.top });
    };
    measureCorner();
    const observer = new ResizeObserver(measureCorner);
    observer.observe(canvas);
    const stopView = scene.subscribeView(request);
    const stopModel = scene.subscribeModel(request);
    return () => {
      observer.disconnect();
      scene.setCorner(null);
      stopView();
      stopModel();
      cancelAnimationFrame(frame);
    };
  }, [scene]);

  const moveTo = (event: ReactPointerEvent<HTMLCanvasElement>, animate: boolean) => {
    const p = projection.current;
    if (!p) return;
    const rect = event.currentTarget.getBoundingClientRect();
    // The bitmap is drawn at 150 px; CSS may show it smaller on phones.
    const ratio = MINIMAP_SIZE / Math.max(1, rect.width);
    const mapX = ((event.clientX - rect.left) * ratio - p.x) / p.scale;
    const mapY = ((event.clientY - rect.top) * ratio - p.y) / p.scale;
    const target = centreOn(mapX, mapY, scene.size, scene.view.scale);
    if (animate) scene.animateTo(target);
    else scene.setView(target);
  };

  return (
    <canvas
      ref={canvasRef}
      className="minimap"
      aria-label="Minimap: click to move the view there"
      role="img"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        moveTo(event, true);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) moveTo(event, false);
      }}
    />
  );
}
