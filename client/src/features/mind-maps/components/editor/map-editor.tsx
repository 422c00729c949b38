import type { HocuspocusProvider } from '@hocuspocus/provider';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { MINDMAP_UNDO_OPTIONS, mindmapUndoScope } from '@shared/schema/mindmap';
import { renameDocument } from '@shared/schema/rename-and-copy';
import { useGeneration } from '@client/components/ai/generation-notice';
import { ExportFileItems } from '@client/components/imports/export-menu';
import { Alert } from '@client/components/ui/alert';
import { DocumentHistory } from '@client/lib/document-history';
import { useUndoManager } from '@client/lib/collab/use-undo-manager';
import { useUserId } from '@client/lib/session';
import { useEditorPresence } from '../../hooks/use-editor-presence';
import { useGeneratedUndo } from '../../hooks/use-generated-undo';
import { useLinkedTodoMarks } from '../../hooks/use-linked-todo-marks';
import { useEditorHistoryKeys, useMapKeyboard } from '../../hooks/use-map-keyboard';
import { useMapScene, useSceneModel } from '../../hooks/use-map-scene';
import { useMinimapPreference } from '../../hooks/use-minimap-preference';
import { useKeepTidy } from '../../hooks/use-keep-tidy';
import { useLinkedNode } from '../../hooks/use-linked-node';
import { useRevealGenerated } from '../../hooks/use-reveal-generated';
import { useViewCommands } from '../../hooks/use-view-commands';
import { useViewState, viewStorageKey } from '../../hooks/use-view-state';
import { MAP_TEXTS } from '../../utils/texts';
import type { CanvasInputHandlers } from '../canvas/canvas-input';
import { LabelHint } from '../canvas/label-hint';
import { MapCanvas } from '../canvas/map-canvas';
import { Minimap } from '../canvas/minimap';
import { toSavedView } from '../canvas/saved-view';
import { OopsPanel } from './editor-error-boundary';
import { type EditorDialog, EditorDialogs } from './editor-dialogs';
import { EditorToolbar } from './editor-toolbar';
import { DropTargetMark, useDropTarget } from './drop-target';
import { ExportDialog, type ImageFormat } from './export-dialog';
import { exportImage, exportMarkdown } from './export-map';
import { InlineLabelEditor } from './inline-label-editor';
import { LayoutMenu } from './layout-menu';
import { LostEditNotice } from './lost-edit-notice';
import { MapFind } from './map-find';
import { moveNode, saveLayout } from './map-commands';
import { MoveToDialog } from './move-to-dialog';
import { focusNodeToolbox, NodeToolbox } from './node-toolbox';
import { OutlinePanel } from './outline-panel';
import { ShortcutSheet } from './shortcut-sheet';
import { useEditorCommands } from './use-editor-commands';
import { deletedNotice, useDeletedNotice } from './use-deleted-notice';
import { useExpandWithAi } from './use-expand-with-ai';
import { usePaintDataset } from './use-paint-dataset';

export interface MapEditorProps {
  mapId: string;
  doc: Y.Doc;
  provider: HocuspocusProvider | null;
  readOnly: boolean;
  /** Shown over the top of the canvas, below the toolbar whatever its height (the AI generation notice). */
  overlay?: ReactNode;
}

/** The live map editor: canvas, toolbar, toolbox on the selection, in-place editing and the modals. */
export function MapEditor({ mapId, doc, provider, readOnly, overlay }: MapEditorProps) {
  const userId = useUserId();
  const handle = useMapScene(doc);
  const { zoom, fit, fitLaidOut } = useViewCommands(handle);
  const { scene } = handle;
  const model = useSceneModel(scene);
  const undoManager = useUndoManager(doc, mindmapUndoScope, MINDMAP_UNDO_OPTIONS);
  const commands = useEditorCommands(doc, handle, model, undoManager);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [minimap, toggleMinimap] = useMinimapPreference();
  const [outline, setOutline] = useState(false);
  const [savedAt, setSavedAt] = useState(0);
  const { deleted, setDeleted, undo } = useDeletedNotice(undoManager.undo);
  const history = { ...undoManager, undo };
  const [shortcuts, setShortcuts] = useState(false);
  const [moving, setMoving] = useState<string | null>(null);
  const [exporting, setExporting] = useState<ImageFormat | null>(null);
  const { expanding, expandFailure, setExpandFailure, expandWithAi } = useExpandWithAi(mapId);
  const { generation } = useGeneration(doc);
  const generating = generation?.status === 'running';
  const root = useRef<HTMLDivElement>(null);
  // The outline's tree when Alt+F10 came from it, so Escape in the toolbox goes back there.
  const toolboxFromTree = useRef<HTMLElement | null>(null);
  useViewState(scene, viewStorageKey(userId, mapId));
  useLinkedNode(scene, commands.select, readOnly ? null : commands.unfoldTo);
  useRevealGenerated(scene, handle.flush, generation);
  useKeepTidy(doc, readOnly, handle.readNodes);
  useGeneratedUndo(doc, mapId, generation, history.pushForeign);

  const selectedIndex = commands.selected === null ? undefined : model?.indexOf.get(commands.selected);
  const visibleSelection = selectedIndex !== undefined && model?.hidden[selectedIndex] === 0;
  const activeId = visibleSelection ? commands.selected : null;
  const node = selectedIndex !== undefined ? (model?.nodes[selectedIndex] ?? null) : null;
  const dialogNode = dialog ? (model?.nodes[model.indexOf.get(dialog.id) ?? -1] ?? null) : null;
  const title = model?.view.meta.title.trim() || MAP_TEXTS.untitled;
  const presence = useEditorPresence(provider, scene, activeId);
  const todoMarks = useLinkedTodoMarks(scene, model, mapId);

  useEffect(() => scene.setSelection(activeId), [scene, activeId]);
  usePaintDataset(scene, root);
  useEffect(() => {
    if (!savedAt) return;
    const timer = setTimeout(() => setSavedAt(0), 2_500);
    return () => clearTimeout(timer);
  }, [savedAt]);

  // Deleting is undoable, so it happens at once and offers Undo instead of asking first.
  const deleteNode = useCallback(
    (id: string) => {
      const label = model?.nodes[model.indexOf.get(id) ?? -1]?.label.trim() || MAP_TEXTS.untitledNode;
      const count = commands.remove(id);
      if (count > 0) setDeleted(deletedNotice(label, count));
    },
    [model, commands, setDeleted],
  );
  const drop = useDropTarget(scene, model, commands.moveUnder);
  const openTodo = (id: string) => {
    const linked = model?.nodes[model.indexOf.get(id) ?? -1]?.linkedTodoListId;
    setDialog(linked ? { kind: 'todos', id, listId: linked } : { kind: 'create-todo', id });
  };

  const handlers = useMemo<CanvasInputHandlers>(
    () => ({
      editable: () => !readOnly,
      onSelect: commands.setSelected,
      onOpen: (id) => {
        if (!readOnly) commands.setRenaming(id);
      },
      onMove: (id, x, y) => commands.run(() => moveNode(doc, id, x, y)),
      onCursor: presence.publishCursor,
      onDragOver: drop.onDragOver,
      onDrop: drop.onDrop,
    }),
    [readOnly, commands, doc, presence.publishCursor, drop.onDragOver, drop.onDrop],
  );

  const onKeyDown = useMapKeyboard(
    useMemo(
      () => ({
        readOnly,
        selected: activeId,
        rootId: model?.view.rootId ?? null,
        select: commands.select,
        navigate: commands.navigate,
        addChild: commands.addChild,
        addSibling: commands.addSibling,
        requestDelete: deleteNode,
        rename: commands.setRenaming,
        toggleCollapsed: commands.toggleCollapsed,
        moveToward: commands.moveToward,
        openMoveTo: setMoving,
        collapseAll: commands.collapseAll,
        showShortcuts: () => setShortcuts(true),
        focusToolbox: () => {
          toolboxFromTree.current = document.activeElement?.closest<HTMLElement>('[role="tree"]') ?? null;
          return focusNodeToolbox(root.current);
        },
        undo: history.undo,
        redo: history.redo,
        zoom,
        fit,
      }),
      [readOnly, activeId, model, commands, deleteNode, history.undo, history.redo, zoom, fit],
    ),
  );

  const onEditorKeyDown = useEditorHistoryKeys(
    useMemo(
      () => ({ readOnly, undo: history.undo, redo: history.redo }),
      [readOnly, history.undo, history.redo],
    ),
  );

  const focusCanvas = () =>
    root.current?.querySelector<HTMLElement>('.map-canvas')?.focus({ preventScroll: true });
  const leaveToolbox = () => {
    const tree = toolboxFromTree.current?.isConnected ? toolboxFromTree.current : null;
    const item = tree?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]');
    if (item) item.focus({ preventScroll: true });
    else focusCanvas();
  };

  return (
    <div ref={root} className="map-editor" data-read-only={readOnly || undefined} onKeyDown={onEditorKeyDown}>
      <EditorToolbar
        scene={scene}
        title={title}
        storedTitle={model?.view.meta.title ?? ''}
        onRename={(next) => renameDocument('mindmap', doc, { title: next })}
        readOnly={readOnly}
        peers={presence.peers}
        history={history}
        minimap={minimap}
        outline={outline}
        onToggleOutline={() => setOutline((shown) => !shown)}
        savedNotice={savedAt > 0}
        onZoom={zoom}
        onFit={fit}
        layoutMenu={!readOnly && <LayoutMenu doc={doc} run={commands.run} onLaidOut={fitLaidOut} />}
        versions={<DocumentHistory kind="mindmap" id={mapId} doc={doc} readOnly={readOnly} compact />}
        onToggleMinimap={toggleMinimap}
        onSaveLayout={() => {
          if (!model) return;
          commands.run(() => saveLayout(doc, model.view, toSavedView(scene.view, scene.size)));
          setSavedAt(Date.now());
        }}
        onExportPng={() => setExporting('png')}
        onExportSvg={() => setExporting('svg')}
        onExportMarkdown={() => model && exportMarkdown(model.view, title)}
        fileExports={<ExportFileItems kind="mindmap" id={mapId} />}
        onCollapseAll={(collapsed) => commands.collapseAll(collapsed)}
        onShowShortcuts={() => setShortcuts(true)}
      />
      <div className="map-editor__body">
        {overlay}
        <MapFind handle={handle} commands={commands} readOnly={readOnly} />
        {commands.failed && <OopsPanel onDismiss={commands.dismissFailure} />}
        {expandFailure && (
          <Alert tone="error" onDismiss={() => setExpandFailure(null)} className="editor-notice">
            {expandFailure}
          </Alert>
        )}
        {deleted !== null && (
          <Alert
            tone="info"
            className="editor-notice"
            dismissLabel="Undo"
            onDismiss={() => {
              history.undo();
              focusCanvas();
            }}
          >
            {deleted}
          </Alert>
        )}
        <LostEditNotice doc={doc} mapId={mapId} peers={presence.peers} />
        {commands.notice && (
          <Alert tone="error" onDismiss={commands.dismissNotice} className="editor-notice">
            {commands.notice}
          </Alert>
        )}
        <MapCanvas
          scene={scene}
          handlers={handlers}
          label={`Mind map ${title}. Arrow keys move between nodes${readOnly ? '' : ', Tab adds a child, Enter a sibling, F2 renames'}; ? lists every key.`}
          onKeyDown={onKeyDown}
        >
          {node && activeId && commands.renaming !== activeId && (
            <NodeToolbox
              scene={scene}
              node={node}
              readOnly={readOnly}
              isRoot={activeId === model?.view.rootId}
              hasChildren={(model?.children[selectedIndex ?? -1]?.length ?? 0) > 0}
              onAddChild={() => commands.addChild(activeId)}
              onEdit={() => setDialog({ kind: 'edit', id: activeId })}
              onDelete={() => deleteNode(activeId)}
              onTodo={() => openTodo(activeId)}
              onToggleCollapsed={() => commands.toggleCollapsed(activeId)}
              onExpandWithAi={() => void expandWithAi(activeId)}
              onMoveTo={() => setMoving(activeId)}
              onLeave={leaveToolbox}
              expandDisabled={expanding || generating}
            />
          )}
          {commands.renaming && !readOnly && (
            <InlineLabelEditor
              key={commands.renaming}
              scene={scene}
              nodeId={commands.renaming}
              initial={model?.nodes[model.indexOf.get(commands.renaming) ?? -1]?.label ?? ''}
              onDone={(label) => {
                if (commands.renaming) commands.finishNaming(commands.renaming, label);
                focusCanvas();
              }}
            />
          )}
          {drop.target && (
            <DropTargetMark
              scene={scene}
              nodeId={drop.target}
              label={model?.nodes[model.indexOf.get(drop.target) ?? -1]?.label ?? ''}
            />
          )}
          <LabelHint scene={scene} />
          {minimap && <Minimap scene={scene} />}
        </MapCanvas>
        {outline && (
          <OutlinePanel
            doc={doc}
            model={model}
            marks={todoMarks}
            selected={activeId}
            renaming={commands.renaming}
            peers={presence.peers}
            onSelect={commands.select}
            onToggleFolded={commands.toggleCollapsed}
            onCanvasKey={onKeyDown}
            onClose={() => {
              setOutline(false);
              focusCanvas();
            }}
          />
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="map-selection">
        {node && activeId ? `Selected: ${node.label.trim() || 'Untitled'}` : ''}
      </p>
      <EditorDialogs
        doc={doc}
        mapId={mapId}
        readOnly={readOnly}
        dialog={dialog}
        node={dialogNode}
        onChange={(next) => {
          setDialog(next);
          // The dialog gives focus back to what opened it; if that is gone (a deleted node's toolbox),
          // the canvas takes it, so the keyboard keeps working.
          if (!next) setTimeout(() => document.activeElement === document.body && focusCanvas(), 0);
        }}
        run={commands.run}
      />
      {shortcuts && (
        <ShortcutSheet
          onClose={() => {
            setShortcuts(false);
            setTimeout(() => document.activeElement === document.body && focusCanvas(), 0);
          }}
        />
      )}
      {moving && model && !readOnly && (
        <MoveToDialog
          nodes={model.nodes}
          nodeId={moving}
          onMove={(parentId) => {
            commands.moveUnder(moving, parentId);
            setMoving(null);
            setTimeout(focusCanvas, 0);
          }}
          onClose={() => setMoving(null)}
        />
      )}
      {exporting && model && (
        <ExportDialog
          format={exporting}
          onExport={(format, scale) => exportImage(model.view, model.layout, title, format, scale)}
          onClose={() => setExporting(null)}
        />
      )}
    </div>
  );
}
