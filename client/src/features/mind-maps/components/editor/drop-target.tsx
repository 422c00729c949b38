import { useCallback, useMemo, useRef, useState } from 'react';
import { useSceneAnchor } from '../../hooks/use-scene-anchor';
import { canMoveUnder } from '../../utils/branch-moves';
import { MAP_TEXTS } from '../../utils/texts';
import type { MapScene } from '../canvas/map-scene';
import type { SceneModel } from '../canvas/scene-model';
import type { Point } from '../canvas/viewport';
import './canvas-overlays.css';

/**
 * Dropping a dragged node onto another node moves its branch there: while the pointer is over a node the
 * branch may go under (not itself nor anything in its own branch, nor its current parent), that node is
 * ringed with 'Move under “label”'; a drop anywhere else moves the node as before.
 */
export function useDropTarget(
  scene: MapScene,
  model: SceneModel | null,
  moveUnder: (id: string, parentId: string) => boolean,
) {
  const [target, setTarget] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const show = useCallback((id: string | null) => {
    current.current = id;
    setTarget(id);
  }, []);

  const onDragOver = useCallback(
    (id: string, point: Point | null) => {
      const hit = point && model ? scene.hitTest(point.x, point.y) : null;
      const next = hit && model && canMoveUnder(model.nodes, id, hit) ? hit : null;
      if (next !== current.current) show(next);
    },
    [scene, model, show],
  );

  const onDrop = useCallback(
    (id: string): boolean => {
      const parent = current.current;
      show(null);
      return parent !== null && moveUnder(id, parent);
    },
    [moveUnder, show],
  );

  return useMemo(() => ({ target, onDragOver, onDrop }), [target, onDragOver, onDrop]);
}

/** The ring and caption on the node a drop would move the branch under. */
export function DropTargetMark({ scene, nodeId, label }: { scene: MapScene; nodeId: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useSceneAnchor(scene, nodeId, ref);
  return (
    <div ref={ref} className="drop-target" data-testid="drop-target">
      <span className="drop-target__ring" aria-hidden="true" />
      <span className="drop-target__caption" role="status">
        {`Move under “${label.trim() || MAP_TEXTS.untitledNode}”`}
      </span>
    </div>
  );
}
