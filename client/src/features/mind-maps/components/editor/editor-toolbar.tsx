import {
  ArrowLeft,
  ChevronsDownUp,
  ChevronsUpDown,
  Download,
  FileImage,
  FileText,
  Keyboard,
  ListTree,
  Map as MapIcon,
  Maximize,
  MoreHorizontal,
  Redo2,
  Save,
  Undo2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { IconButton } from '@client/components/ui/icon-button';
import { EditableTitle } from '@client/components/ui/editable-title';
import { ConnectionStatus } from '@client/lib/collab/components/connection-status';
import { useMediaQuery } from '@client/lib/use-media-query';
import type { Peer } from '@client/lib/collab/use-presence';
import type { UndoControls } from '@client/lib/collab/use-undo-manager';
import type { MapScene } from '../canvas/map-scene';
import { PresenceAvatars } from './presence-avatars';
import './editor-toolbar.css';

export interface EditorToolbarProps {
  scene: MapScene;
  title: string;
  /** The stored title, which a rename starts from. */
  storedTitle: string;
  onRename(title: string): void;
  readOnly: boolean;
  peers: readonly Peer[];
  history: UndoControls;
  minimap: boolean;
  outline: boolean;
  savedNotice: boolean;
  onZoom(factor: number): void;
  onFit(): void;
  onToggleMinimap(): void;
  onToggleOutline(): void;
  onSaveLayout(): void;
  onExportPng(): void;
  onExportSvg(): void;
  onExportMarkdown(): void;
  /** The menu entries of the formats the server writes (components/imports/export-menu). */
  fileExports?: ReactNode;
  onCollapseAll(collapsed: boolean): void;
  onShowShortcuts(): void;
  /** The layout picker (layout-menu.tsx), for those who may edit the map. */
  layoutMenu?: ReactNode;
  /** The map's version history button (lib/document-history). */
  versions?: ReactNode;
}

/** Moves are stored as they happen: what the button adds is the view a map opens at. */
export const SAVE_LAYOUT_HINT =
  "Node positions are saved as you move them. Save Layout also makes this view the map's opening view.";
const SAVED_NOTICE = 'Layout saved: the map opens at this view';
/**
 * A phone: the toolbar keeps Undo and Redo, Zoom out, Zoom in, Fit, Layout, Version history, Outline and More
 * actions in its row,
 * and More actions takes the minimap, the exports and Save Layout, so nothing is out of reach sideways.
 */
const COMPACT_TOOLBAR = '(max-width: 480px)';

function ZoomLevel({ scene }: { scene: MapScene }) {
  const percent = useSyncExternalStore(
    scene.subscribeView,
    () => Math.round(scene.view.scale * 100),
    () => 100,
  );
  return (
    <span className="editor-toolbar__zoom" aria-live="off" title="Zoom level">
      {percent}%
    </span>
  );
}

/** The editor's top bar: back, title, connection, people here, history, zoom, minimap, save, export. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { history, readOnly } = props;
  const compact = useMediaQuery(COMPACT_TOOLBAR);
  const minimapLabel = props.minimap ? 'Hide minimap' : 'Show minimap';
  const historyButtons = [
    { label: 'Undo (Ctrl+Z)', icon: <Undo2 />, enabled: history.canUndo, onClick: history.undo },
    { label: 'Redo (Ctrl+Shift+Z)', icon: <Redo2 />, enabled: history.canRedo, onClick: history.redo },
  ].map((button) => (
    <IconButton
      key={button.label}
      size="sm"
      label={button.label}
      icon={button.icon}
      disabled={!button.enabled}
      onClick={button.onClick}
    />
  ));
  const exports = [
    { label: 'Export as PNG…', icon: <FileImage />, onSelect: props.onExportPng },
    { label: 'Export as SVG…', icon: <FileImage />, onSelect: props.onExportSvg },
    { label: 'Export as Markdown', icon: <FileText />, onSelect: props.onExportMarkdown },
  ].map((item) => (
    <DropdownMenuItem key={item.label} icon={item.icon} onSelect={item.onSelect}>
      {item.label}
    </DropdownMenuItem>
  ));
  return (
    <header className="editor-toolbar">
      <title>{`${props.title} · Mindlane`}</title>
      <div className="editor-toolbar__start">
        <Link
          to="/mindmaps"
          className="editor-toolbar__back"
          aria-label="Back to Mind Maps"
          title="Back to Mind Maps"
        >
          <ArrowLeft aria-hidden="true" />
        </Link>
        <EditableTitle
          className="editor-toolbar__title"
          title={props.title}
          value={props.storedTitle}
          onRename={readOnly ? undefined : props.onRename}
        />
        {readOnly && <span className="editor-toolbar__badge">View only</span>}
        <ConnectionStatus />
        <PresenceAvatars peers={props.peers} />
      </div>
      <div className="editor-toolbar__end">
        {!readOnly && (
          <div className="editor-toolbar__group" role="group" aria-label="History">
            {historyButtons}
          </div>
        )}
        <div className="editor-toolbar__group" role="group" aria-label="Zoom">
          <IconButton
            size="sm"
            className="editor-toolbar__step"
            label="Zoom out"
            icon={<ZoomOut />}
            onClick={() => props.onZoom(1 / 1.25)}
          />
          <ZoomLevel scene={props.scene} />
          <IconButton
            size="sm"
            className="editor-toolbar__step"
            label="Zoom in"
            icon={<ZoomIn />}
            onClick={() => props.onZoom(1.25)}
          />
          <IconButton size="sm" label="Fit to screen" icon={<Maximize />} onClick={props.onFit} />
          {!compact && (
            <IconButton
              size="sm"
              label={minimapLabel}
              icon={<MapIcon />}
              aria-pressed={props.minimap}
              onClick={props.onToggleMinimap}
            />
          )}
        </div>
        {props.layoutMenu}
        {props.versions}
        <IconButton
          size="sm"
          label={props.outline ? 'Hide outline' : 'Show outline'}
          icon={<ListTree />}
          aria-pressed={props.outline}
          onClick={props.onToggleOutline}
        />
        {!compact && (
          <DropdownMenu>
            <DropdownMenuTrigger>
              <IconButton size="sm" label="Export" icon={<Download />} />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {exports}
              {props.fileExports}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
        <DropdownMenu>
          <DropdownMenuTrigger>
            <IconButton size="sm" label="More actions" icon={<MoreHorizontal />} />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {compact && (
              <DropdownMenuItem icon={<MapIcon />} onSelect={props.onToggleMinimap}>
                {minimapLabel}
              </DropdownMenuItem>
            )}
            {compact && exports}
            {compact && props.fileExports}
            {compact && !readOnly && (
              <DropdownMenuItem icon={<Save />} onSelect={props.onSaveLayout}>
                Save Layout
              </DropdownMenuItem>
            )}
            {!readOnly && (
              <DropdownMenuItem icon={<ChevronsDownUp />} onSelect={() => props.onCollapseAll(true)}>
                Collapse all
              </DropdownMenuItem>
            )}
            {!readOnly && (
              <DropdownMenuItem icon={<ChevronsUpDown />} onSelect={() => props.onCollapseAll(false)}>
                Expand all
              </DropdownMenuItem>
            )}
            <DropdownMenuItem icon={<Keyboard />} onSelect={props.onShowShortcuts}>
              Keyboard shortcuts (?)
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        {!readOnly && !compact && (
          <Button
            size="sm"
            variant="secondary"
            leadingIcon={<Save />}
            onClick={props.onSaveLayout}
            className="editor-toolbar__save"
            title={SAVE_LAYOUT_HINT}
          >
            <span className="editor-toolbar__save-label">Save Layout</span>
          </Button>
        )}
        <span className="editor-toolbar__notice" role="status">
          {props.savedNotice ? SAVED_NOTICE : ''}
        </span>
      </div>
    </header>
  );
}
