import { useEffect, useMemo, useRef } from 'react';
import type { ListProgress } from '@shared/api/todos';
import { useListProgress } from '../api/get-list-progress';
import type { MapScene } from '../components/canvas/map-scene';
import type { TodoMark } from '../components/canvas/node-sprites';
import type { SceneModel } from '../components/canvas/scene-model';

/** 'todo-complete' once a list has to-dos and all are done, else 'has-todo' (spec). */
export function markOf(progress: Pick<ListProgress, 'total' | 'done'>): TodoMark {
  return progress.total > 0 && progress.done >= progress.total ? 'todo-complete' : 'has-todo';
}

/**
 * The to-do state of each linked list, by list id, from the lists' progress (no list document is opened),
 * handed to the scene: a node linking to a list shows 'has-todo', and 'todo-complete' with a check mark
 * once every to-do of its list is done.
 */
export function useLinkedTodoMarks(
  scene: MapScene,
  model: SceneModel | null,
  mapId: string,
): ReadonlyMap<string, TodoMark> {
  const progress = useListProgress(mapId);
  const marks = useMemo(
    () => new Map((progress.data ?? []).map((entry) => [entry.list_id, markOf(entry)])),
    [progress.data],
  );
  useEffect(() => scene.setMarks(marks), [scene, marks]);

  // A node newly linked to a list the answer did not cover (a peer linked an existing list): ask again,
  // once for each new set of missing lists.
  const missing = useMemo(() => {
    if (!progress.data) return '';
    const ids = new Set<string>();
    for (const node of model?.nodes ?? []) {
      if (node.linkedTodoListId && !marks.has(node.linkedTodoListId)) ids.add(node.linkedTodoListId);
    }
    return [...ids].sort().join(',');
  }, [model, marks, progress.data]);
  const asked = useRef('');
  const { refetch } = progress;
  useEffect(() => {
    if (!missing || missing === asked.current) return;
    asked.current = missing;
    void refetch();
  }, [missing, refetch]);

  return marks;
}
