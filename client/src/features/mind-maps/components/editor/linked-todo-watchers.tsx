import { useCallback, useEffect, useMemo, useState } from 'react';
import type * as Y from 'yjs';
import { formatDocumentName, isDocumentId } from '@shared/schema/document-name';
import { observeTodoList, readTodos } from '@shared/schema/todolist';
import { useDocument } from '@client/lib/collab/use-document';
import { useDocumentView } from '@client/lib/collab/use-document-view';
import type { MapScene } from '../canvas/map-scene';
import type { TodoMark } from '../canvas/node-sprites';
import type { SceneModel } from '../canvas/scene-model';

/** Lists watched at once at most; a map linking more shows the rest as 'has-todo' without the check. */
const MAX_WATCHED = 200;

/** 'todo-complete' once a list has to-dos and all are done, else 'has-todo'. */
function readMark(doc: Y.Doc): TodoMark {
  const todos = readTodos(doc);
  return todos.length > 0 && todos.every((todo) => todo.completed) ? 'todo-complete' : 'has-todo';
}

function ListWatcher({ listId, onMark }: { listId: string; onMark(listId: string, mark: TodoMark): void }) {
  const { doc, status } = useDocument(formatDocumentName('todolist', listId));
  const mark = useDocumentView(doc, readMark, observeTodoList);
  useEffect(() => {
    if (status === 'ready' && mark) onMark(listId, mark);
  }, [listId, mark, status, onMark]);
  return null;
}

/**
 * Opens the to-do lists the map's nodes link to and tells the scene, live, which are complete: a node
 * shows 'has-todo', and 'todo-complete' with a check mark once every to-do of its list is done.
 */
export function LinkedTodoWatchers({ scene, model }: { scene: MapScene; model: SceneModel | null }) {
  const listIds = useMemo(() => {
    const ids = new Set<string>();
    for (const node of model?.nodes ?? []) {
      if (node.linkedTodoListId && isDocumentId(node.linkedTodoListId)) ids.add(node.linkedTodoListId);
      if (ids.size >= MAX_WATCHED) break;
    }
    return [...ids].sort();
  }, [model]);
  const [marks, setMarks] = useState<ReadonlyMap<string, TodoMark>>(new Map());

  const onMark = useCallback((listId: string, mark: TodoMark) => {
    setMarks((current) => (current.get(listId) === mark ? current : new Map(current).set(listId, mark)));
  }, []);

  useEffect(() => {
    scene.setMarks(marks);
  }, [scene, marks]);

  return (
    <>
      {listIds.map((listId) => (
        <ListWatcher key={listId} listId={listId} onMark={onMark} />
      ))}
    </>
  );
}
