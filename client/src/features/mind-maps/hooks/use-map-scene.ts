import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { getMindmapLayout, observeMindmap } from '@shared/schema/mindmap';
import type { MindmapNode } from '@shared/schema/mindmap-model';
import { createMindmapReader, type MindmapReader } from '@shared/schema/mindmap-reader';
import { MapScene } from '../components/canvas/map-scene';
import type { SceneModel } from '../components/canvas/scene-model';

export interface MapSceneHandle {
  scene: MapScene;
  /** Reads the document into the scene now, instead of on the next frame (after a local edit). */
  flush(): void;
  /** The map's nodes as readMindmap() gives them, through the scene's reader (only changes read again). */
  readNodes(): readonly MindmapNode[];
}

/**
 * The canvas engine for `doc`. Document changes are read once per animation frame however many
 * transactions arrive (a peer typing, a paste of 500 nodes), so the map is rebuilt at most 60 times a second.
 */
export function useMapScene(doc: Y.Doc): MapSceneHandle {
  const [scene] = useState(() => new MapScene());
  const pending = useRef(0);
  const reader = useRef<MindmapReader | null>(null);

  const readView = useCallback(() => {
    reader.current ??= createMindmapReader(doc);
    return reader.current.read();
  }, [doc]);
  const readNodes = useCallback(() => readView().nodes, [readView]);
  const flush = useCallback(() => {
    if (pending.current) cancelAnimationFrame(pending.current);
    pending.current = 0;
    scene.setDocument(readView(), getMindmapLayout(doc));
  }, [doc, scene, readView]);

  useEffect(() => {
    flush();
    const stop = observeMindmap(doc, () => {
      if (!pending.current) pending.current = requestAnimationFrame(flush);
    });
    return () => {
      stop();
      reader.current?.stop();
      reader.current = null;
      if (pending.current) cancelAnimationFrame(pending.current);
      pending.current = 0;
      scene.stop();
    };
  }, [doc, scene, flush]);

  return { scene, flush, readNodes };
}

/** The scene's current model; the component re-renders when the document changed. */
export function useSceneModel(scene: MapScene): SceneModel | null {
  return useSyncExternalStore(scene.subscribeModel, scene.getModel, scene.getModel);
}
