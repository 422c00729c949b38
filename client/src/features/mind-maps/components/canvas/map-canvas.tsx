import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Shape as KonvaShape } from 'konva/lib/Shape';
import { Layer, Shape, Stage } from 'react-konva/lib/ReactKonvaCore';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { type CanvasInputHandlers, attachCanvasInput } from './canvas-input';
import type { MapScene } from './map-scene';
import './map-canvas.css';

export interface MapCanvasProps {
  scene: MapScene;
  handlers: CanvasInputHandlers;
  label: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  stageRef?: (stage: KonvaStage | null) => void;
  /** HTML laid over the canvas (toolbox, in-place editor), positioned in canvas pixels; outside the
   * element receiving canvas input, so pressing a button there never pans or deselects. */
  children?: ReactNode;
}

/**
 * The Konva stage of the editor: one layer with the painted map and one overlay, neither listening to
 * Konva events (input is handled on the host element, hit testing through the scene's spatial index).
 */
export function MapCanvas({ scene, handlers, label, onKeyDown, stageRef, children }: MapCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const handlersRef = useRef(handlers);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const sceneShape = useCallback((shape: KonvaShape | null) => scene.attachScene(shape), [scene]);
  const overlayShape = useCallback((shape: KonvaShape | null) => scene.attachOverlay(shape), [scene]);
  const drawScene = useCallback<MapScene['drawScene']>(
    (context, shape) => scene.drawScene(context, shape),
    [scene],
  );
  const drawOverlay = useCallback<MapScene['drawOverlay']>((context) => scene.drawOverlay(context), [scene]);

  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const measure = () => {
      const next = { width: host.clientWidth, height: host.clientHeight };
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
      scene.setSize(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(host);
    const detach = attachCanvasInput(host, scene, {
      editable: () => handlersRef.current.editable(),
      onSelect: (id) => handlersRef.current.onSelect(id),
      onOpen: (id) => handlersRef.current.onOpen(id),
      onMove: (id, x, y) => handlersRef.current.onMove(id, x, y),
      onCursor: (point) => handlersRef.current.onCursor(point),
      onDragOver: (id, point) => handlersRef.current.onDragOver?.(id, point),
      onDrop: (id) => handlersRef.current.onDrop?.(id) ?? false,
    });
    return () => {
      observer.disconnect();
      detach();
    };
  }, [scene]);

  return (
    <div className="map-canvas-wrap">
      <div
        ref={hostRef}
        className="map-canvas"
        tabIndex={0}
        role="application"
        aria-label={label}
        aria-roledescription="mind map canvas"
        onKeyDown={onKeyDown}
      >
        {size.width > 0 && size.height > 0 && (
          <Stage width={size.width} height={size.height} listening={false} ref={stageRef}>
            <Layer listening={false}>
              <Shape sceneFunc={drawScene} listening={false} perfectDrawEnabled={false} ref={sceneShape} />
            </Layer>
            <Layer listening={false}>
              <Shape
                sceneFunc={drawOverlay}
                listening={false}
                perfectDrawEnabled={false}
                ref={overlayShape}
              />
            </Layer>
          </Stage>
        )}
      </div>
      {children}
    </div>
  );
}
