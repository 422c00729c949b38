import { useCallback, useMemo, useState } from 'react';
import type * as Y from 'yjs';
import type { UndoHistory } from '@client/lib/collab/use-undo-manager';
import type { MapSceneHandle } from '../../hooks/use-map-scene';
import { type Direction, nodeInDirection } from '../../utils/spatial-navigation';
import { MAP_TEXTS } from '../../utils/texts';
import type { SceneModel } from '../canvas/scene-model';
import { centreOn } from '../canvas/viewport';
import { branchOf } from '@shared/schema/mindmap-resolve';
import { canMoveUnder } from '../../utils/branch-moves';
import { foldedAncestors } from '../../utils/find-nodes';
import {
  addChild,
  addSibling,
  moveBranch,
  removeBranch,
  renameNode,
  setCollapsed,
  setEveryBranchCollapsed,
} from './map-commands';

/** Keeps this much room between a node the keyboard moves to and the canvas edge. */
const REVEAL_MARGIN = 80;

/**
 * The editor's actions that combine a document write with what the user sees next: the new node
 * selected, scrolled into view and opened for typing; the selection following arrows and deletions.
 * Each command is one undo step, however soon after the last; a write that throws shows the global error
 * panel instead of breaking the page.
 */
export function useEditorCommands(
  doc: Y.Doc,
  handle: MapSceneHandle,
  model: SceneModel | null,
  history: Pick<UndoHistory, 'step'>,
) {
  const { scene, flush } = handle;
  const [selected, setSelected] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  /** The node just added and not yet named: cancelling its name takes it back. */
  const [fresh, setFresh] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const { step } = history;
  const run = useCallback(
    (command: () => void) => {
      try {
        step(command);
      } catch {
        setFailed(true);
      }
    },
    [step],
  );

  const reveal = useCallback(
    (id: string) => {
      const point = scene.screenOf(id);
      const position = scene.positionOf(id);
      if (!point || !position) return;
      const { width, height } = scene.size;
      const inside =
        point.x > REVEAL_MARGIN &&
        point.y > REVEAL_MARGIN &&
        point.x < width - REVEAL_MARGIN &&
        point.y < height - REVEAL_MARGIN;
      if (!inside) scene.animateTo(centreOn(position.x, position.y, scene.size, scene.view.scale));
    },
    [scene],
  );

  const select = useCallback(
    (id: string | null) => {
      setSelected(id);
      if (id !== null) reveal(id);
    },
    [reveal],
  );

  /** Opens the folded branches that hide `id` (one undo step), so that it shows; an editor's command. */
  const unfoldTo = useCallback(
    (id: string) => {
      // The scene's model, not the render's: the command keeps its identity across edits.
      const folded = scene.model ? foldedAncestors(scene.model, id) : [];
      if (folded.length === 0) return;
      run(() => doc.transact(() => folded.forEach((ancestor) => setCollapsed(doc, ancestor, false))));
      flush();
    },
    [doc, scene, run, flush],
  );

  const created = useCallback(
    (id: string | null) => {
      if (id === null) return;
      flush();
      select(id);
      setRenaming(id);
      setFresh(id);
    },
    [flush, select],
  );

  return useMemo(() => {
    /** Moves the branch of `id` under `parentId` and keeps it selected; false for a move not allowed. */
    const moveUnder = (id: string, parentId: string): boolean => {
      if (!model || !canMoveUnder(model.nodes, id, parentId)) return false;
      let moved = false;
      run(() => {
        moved = moveBranch(doc, model.view, id, parentId);
      });
      if (moved) {
        flush();
        select(id);
      }
      return moved;
    };
    return {
      selected,
      renaming,
      failed,
      run,
      select,
      unfoldTo,
      setSelected,
      setRenaming,
      dismissFailure: () => setFailed(false),
      notice,
      dismissNotice: () => setNotice(null),
      /**
       * Ends the in-place naming of `id` (null: cancelled). A name is written; a blank one is never
       * written, so a node keeps its name, and a node just added that never got one is taken back.
       */
      finishNaming: (id: string, label: string | null) => {
        setRenaming(null);
        const name = label?.trim() ?? '';
        const wasFresh = id === fresh;
        setFresh(null);
        if (name) run(() => renameNode(doc, id, name));
        else if (wasFresh && model?.nodes[model.indexOf.get(id) ?? -1]?.label === '') {
          const parent = model.nodes[model.indexOf.get(id) ?? -1]?.parentId ?? null;
          run(() => removeBranch(doc, id));
          flush();
          setSelected(parent);
        }
      },
      addChild: (parentId: string) => {
        if (model) run(() => created(addChild(doc, model.view, parentId)));
      },
      addSibling: (id: string) => {
        if (model) run(() => created(addSibling(doc, model.view, id)));
      },
      /** Deletes a node with its branch; answers how many nodes went (0 when it could not be deleted). */
      remove: (id: string): number => {
        let removed = 0;
        run(() => {
          const parent = model?.nodes.find((node) => node.id === id)?.parentId ?? null;
          removed = removeBranch(doc, id);
          if (removed === 0) {
            setNotice(MAP_TEXTS.deleteNodeFailed);
            return;
          }
          flush();
          setSelected(parent);
        });
        return removed;
      },
      /** Collapse all (true) or Expand all (false), in one undo step. */
      collapseAll: (collapsed: boolean) => {
        run(() => setEveryBranchCollapsed(doc, collapsed));
      },
      moveUnder,
      /** Ctrl+arrow: the selected branch moves under the nearest node that way outside it. */
      moveToward: (direction: Direction) => {
        if (!model || selected === null) return;
        const parents = new Map(model.nodes.map((node) => [node.id, node.parentId]));
        const branch = new Set(branchOf(parents, selected));
        const target = nodeInDirection(model.nodes, selected, direction, (id) => {
          const index = model.indexOf.get(id);
          return index !== undefined && model.hidden[index] === 0 && !branch.has(id);
        });
        if (target) moveUnder(selected, target);
      },
      toggleCollapsed: (id: string) => {
        const node = model?.nodes.find((candidate) => candidate.id === id);
        if (node && (model?.children[model.indexOf.get(id) ?? -1]?.length ?? 0) > 0) {
          run(() => setCollapsed(doc, id, !node.collapsed));
        }
      },
      navigate: (direction: Direction) => {
        if (!model || selected === null) return;
        const next = nodeInDirection(model.nodes, selected, direction, (id) => {
          const index = model.indexOf.get(id);
          return index !== undefined && model.hidden[index] === 0;
        });
        if (next) select(next);
      },
    };
  }, [doc, model, selected, renaming, fresh, failed, notice, run, select, unfoldTo, created, flush]);
}
