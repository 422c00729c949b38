import { useEffect, useMemo, useRef } from 'react';
import * as Y from 'yjs';
import type { VersionMapProps } from '@client/lib/document-history';
import { followScene } from '../../hooks/follow-scene';
import { useMapScene } from '../../hooks/use-map-scene';
import type { CanvasInputHandlers } from '../canvas/canvas-input';
import { MapCanvas } from '../canvas/map-canvas';
import { usePaintDataset } from '../editor/use-paint-dataset';
import './map-version-canvas.css';

/** The rings a version's nodes get on the canvas: the colours of the preview's legend. */
const RING_COLOURS = { removed: '#dc2626', changed: '#d97706' } as const;

/** Pans and zooms; nothing a version shows can be selected, opened or moved. */
const READ_ONLY: CanvasInputHandlers = {
  editable: () => false,
  onSelect: () => undefined,
  onOpen: () => undefined,
  onMove: () => undefined,
  onCursor: () => undefined,
};

/**
 * A map at a version, drawn read-only by the editor's own canvas from a document of its own (the version's
 * state, never the live document or the device copy), fitted to its frame, with the nodes removed or
 * changed since ringed in the legend's colours.
 */
export function MapVersionCanvas({ update, removed, changed, label }: VersionMapProps) {
  const doc = useMemo(() => {
    const version = new Y.Doc();
    Y.applyUpdate(version, update);
    return version;
  }, [update]);
  useEffect(() => () => doc.destroy(), [doc]);
  const { scene } = useMapScene(doc);
  const root = useRef<HTMLDivElement>(null);
  usePaintDataset(scene, root);

  useEffect(() => {
    let placed = false;
    return followScene(scene, () => {
      if (placed || !scene.model || scene.size.width === 0 || scene.size.height === 0) return;
      placed = true;
      scene.placeView(scene.fitView() ?? scene.view);
    });
  }, [scene]);

  useEffect(() => {
    scene.setPeers([
      {
        key: 'removed',
        name: 'Removed since',
        colour: RING_COLOURS.removed,
        cursor: null,
        selection: removed,
      },
      {
        key: 'changed',
        name: 'Changed since',
        colour: RING_COLOURS.changed,
        cursor: null,
        selection: changed,
      },
    ]);
  }, [scene, removed, changed]);

  return (
    <div className="map-version-canvas" ref={root}>
      <MapCanvas scene={scene} handlers={READ_ONLY} label={label} />
    </div>
  );
}
