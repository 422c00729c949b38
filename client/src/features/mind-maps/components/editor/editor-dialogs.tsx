import type * as Y from 'yjs';
import type { MindmapNode } from '@shared/schema/mindmap-model';
import { CreateNodeListDialog } from '../node-todos/create-node-list-dialog';
import { NodeTodosDialog } from '../node-todos/node-todos-dialog';
import { EditNodeDialog } from './edit-node-dialog';
import { editNode } from './map-commands';
import './editor-dialogs.css';

export type EditorDialog =
  | { kind: 'edit'; id: string }
  | { kind: 'create-todo'; id: string }
  | { kind: 'todos'; id: string; listId: string };

export interface EditorDialogsProps {
  doc: Y.Doc;
  mapId: string;
  readOnly: boolean;
  dialog: EditorDialog | null;
  node: MindmapNode | null;
  onChange(dialog: EditorDialog | null): void;
  run(command: () => void): void;
}

/** Whichever modal of the editor is open: Edit Node, Create Todo List, To-Do List. */
export function EditorDialogs({ doc, mapId, readOnly, dialog, node, onChange, run }: EditorDialogsProps) {
  if (!dialog || !node || node.id !== dialog.id) return null;
  const close = () => onChange(null);
  switch (dialog.kind) {
    case 'edit':
      return (
        <EditNodeDialog
          label={node.label}
          description={node.description}
          link={node.link}
          onClose={close}
          onSave={(fields) => {
            run(() => editNode(doc, node.id, fields));
            close();
          }}
        />
      );
    case 'create-todo':
      return (
        <CreateNodeListDialog
          mapId={mapId}
          nodeId={node.id}
          nodeLabel={node.label}
          onClose={close}
          onCreated={(listId) => onChange({ kind: 'todos', id: node.id, listId })}
        />
      );
    case 'todos':
      return (
        <NodeTodosDialog listId={dialog.listId} nodeLabel={node.label} readOnly={readOnly} onClose={close} />
      );
  }
}
