import { useMemo, useState, type KeyboardEvent } from 'react';
import type { MindmapNode } from '@shared/schema/mindmap-model';
import { Dialog } from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/text-field';
import { moveTargets } from '../../utils/branch-moves';
import { MAP_TEXTS } from '../../utils/texts';
import './editor-dialogs.css';

export interface MoveToDialogProps {
  nodes: readonly MindmapNode[];
  nodeId: string;
  onMove(parentId: string): void;
  onClose(): void;
}

/** Shown at most; typing narrows the list. */
const LISTED = 200;

const labelOf = (node: MindmapNode | undefined) => node?.label.trim() || MAP_TEXTS.untitledNode;

/**
 * Move to…: the keyboard's way to move a branch under another node. Lists every node outside the branch
 * (with the path above it), narrowed by what is typed; Enter takes the first, arrows walk the list.
 */
export function MoveToDialog({ nodes, nodeId, onMove, onClose }: MoveToDialogProps) {
  const [query, setQuery] = useState('');
  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);
  const targets = useMemo(() => moveTargets(nodes, nodeId), [nodes, nodeId]);
  const pathOf = (node: MindmapNode): string => {
    const names: string[] = [];
    for (let at = byId.get(node.parentId ?? ''); at && names.length < 4; at = byId.get(at.parentId ?? '')) {
      names.unshift(labelOf(at));
    }
    return names.join(' › ');
  };
  const wanted = query.trim().toLowerCase();
  const shown = targets.filter((node) => node.label.toLowerCase().includes(wanted)).slice(0, LISTED);
  const walk = (event: KeyboardEvent<HTMLElement>) => {
    const options = [
      ...(event.currentTarget.closest('.move-to')?.querySelectorAll('button.move-to__option') ?? []),
    ];
    const at = options.indexOf(document.activeElement as Element);
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    (options[Math.max(0, Math.min(options.length - 1, at + step))] as HTMLElement | undefined)?.focus();
  };
  return (
    <Dialog
      onClose={onClose}
      title={`Move “${labelOf(byId.get(nodeId))}” to…`}
      description="Pick the node its branch goes under."
      className="move-to"
    >
      <div className="editor-form" onKeyDown={walk}>
        <TextField
          label="Find a node"
          value={query}
          autoFocus
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && shown[0]) {
              event.preventDefault();
              onMove(shown[0].id);
            }
          }}
        />
        {shown.length === 0 ? (
          <p>No node matches.</p>
        ) : (
          <ul className="move-to__list" aria-label="Nodes">
            {shown.map((node) => (
              <li key={node.id}>
                <button type="button" className="move-to__option" onClick={() => onMove(node.id)}>
                  {labelOf(node)}
                  {node.parentId !== null && <span className="move-to__path">{pathOf(node)}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
