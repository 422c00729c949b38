import {
  ChevronsDownUp,
  ChevronsUpDown,
  CornerDownRight,
  ExternalLink,
  ListTodo,
  Pencil,
  Plus,
  Sparkles,
  Trash2,
} from 'lucide-react';
import { useRef } from 'react';
import type { MindmapNode } from '@shared/schema/mindmap-model';
import { isNodeLink } from '@shared/schema/node-link';
import { IconButton } from '@client/components/ui/icon-button';
import { toolbarItems, useRovingToolbar } from '@client/lib/use-roving-toolbar';
import { useSceneAnchor } from '../../hooks/use-scene-anchor';
import type { MapScene } from '../canvas/map-scene';
import './canvas-overlays.css';

/** The contract's toolbox offset: 40 px above the selected node. */
export const TOOLBOX_OFFSET_Y = -40;

export interface NodeToolboxProps {
  scene: MapScene;
  node: MindmapNode;
  /** A viewer's toolbox holds only the node's link, and is not shown for a node without one. */
  readOnly: boolean;
  isRoot: boolean;
  hasChildren: boolean;
  onAddChild(): void;
  onEdit(): void;
  onDelete(): void;
  onTodo(): void;
  onToggleCollapsed(): void;
  /** Expand with AI; unavailable (aria-disabled) while a generation runs in the map or the request is on its way. */
  onExpandWithAi(): void;
  expandDisabled: boolean;
  /** Move to…: picks the node the branch goes under. */
  onMoveTo(): void;
  /** Escape in the toolbox: the keyboard goes back to where it came from. */
  onLeave(): void;
}

/** Alt+F10: the focus moves to the first control of the selected node's toolbox in `editor`, if it shows. */
export function focusNodeToolbox(editor: Element | null): boolean {
  const first = toolbarItems(editor?.querySelector('.node-toolbox__bar'))[0];
  first?.focus({ preventScroll: true });
  return first !== undefined;
}

/**
 * The floating toolbox on the selected node: add child, Expand with AI, edit, open its link, to-do, fold its
 * branch, move it to another node, and delete it. Only an http, https or mailto link is rendered. A toolbar
 * of one Tab stop, reached from the canvas by Alt+F10 (use-map-keyboard.ts), its controls by the arrows.
 */
export function NodeToolbox(props: NodeToolboxProps) {
  const { link } = props.node;
  const shownLink = link !== null && isNodeLink(link) ? link : null;
  if (props.readOnly && shownLink === null) return null;
  return <ToolboxBar {...props} link={shownLink} />;
}

function ToolboxBar({ link, ...props }: NodeToolboxProps & { link: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const toolbar = useRovingToolbar<HTMLDivElement>(props.onLeave);
  const { node } = props;
  useSceneAnchor(props.scene, node.id, ref, { dy: TOOLBOX_OFFSET_Y, keepInside: true });
  const name = node.label.trim() || 'Untitled';
  const openLink = link !== null && (
    <a
      className="ui-icon-button ui-icon-button--ghost ui-icon-button--sm"
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Open link"
      title={link}
    >
      <span aria-hidden="true" className="ui-icon-button__icon">
        <ExternalLink />
      </span>
    </a>
  );
  return (
    <div ref={ref} className="node-toolbox">
      <div {...toolbar} className="node-toolbox__bar" role="toolbar" aria-label={`Actions for ${name}`}>
        {props.readOnly ? (
          openLink
        ) : (
          <>
            <IconButton size="sm" label="Add child" icon={<Plus />} onClick={props.onAddChild} />
            <IconButton
              size="sm"
              label="Expand with AI"
              icon={<Sparkles />}
              // Unavailable while a generation runs, but still focusable: pressing it by keyboard must not
              // drop the focus to the page as a disabled button would.
              aria-disabled={props.expandDisabled || undefined}
              onClick={props.expandDisabled ? undefined : props.onExpandWithAi}
            />
            <IconButton size="sm" label="Edit node" icon={<Pencil />} onClick={props.onEdit} />
            {openLink}
            <IconButton
              size="sm"
              label={node.linkedTodoListId !== null ? 'Open to-do list' : 'Create to-do list'}
              icon={<ListTodo />}
              onClick={props.onTodo}
            />
            {props.hasChildren && (
              <IconButton
                size="sm"
                label={node.collapsed ? 'Expand branch' : 'Collapse branch'}
                icon={node.collapsed ? <ChevronsUpDown /> : <ChevronsDownUp />}
                onClick={props.onToggleCollapsed}
              />
            )}
            {!props.isRoot && (
              <IconButton size="sm" label="Move to…" icon={<CornerDownRight />} onClick={props.onMoveTo} />
            )}
            {!props.isRoot && (
              <IconButton
                size="sm"
                variant="danger"
                label="Delete node"
                icon={<Trash2 />}
                onClick={props.onDelete}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
