import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { X } from 'lucide-react';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type * as Y from 'yjs';
import type { Peer } from '@client/lib/collab/use-presence';
import { IconButton } from '@client/components/ui/icon-button';
import { useBranchAnnouncements } from '../../hooks/use-branch-announcements';
import type { TodoMark } from '../canvas/node-sprites';
import type { SceneModel } from '../canvas/scene-model';
import { outlineKeyAction } from './outline-keys';
import { OutlineItem, OUTLINE_ROW_HEIGHT } from './outline-item';
import { NO_ROWS, outlineRows } from './outline-rows';
import './outline-panel.css';

export interface OutlinePanelProps {
  doc: Y.Doc;
  model: SceneModel | null;
  /** The to-do state of each linked list, by list id (as the canvas draws it). */
  marks: ReadonlyMap<string, TodoMark>;
  selected: string | null;
  /** The node being named in place, if any (the canvas's inline editor). */
  renaming: string | null;
  peers: readonly Peer[];
  /** Selects a node and brings it into view on the canvas; the keyboard stays where it is. */
  onSelect(id: string): void;
  /** Folds or unfolds a node (the canvas's Space). */
  onToggleFolded(id: string): void;
  /** The canvas's keyboard: the keys the tree does not take itself act as they do on the canvas. */
  onCanvasKey(event: KeyboardEvent<HTMLElement>): void;
  onClose(): void;
}

/**
 * The map as a tree beside the canvas, its accessible twin: a WAI-ARIA tree of every visible node (only the
 * rows in view are in the page, and the focused one), whose arrows follow the tree while the canvas's
 * other keys act on the focused node. The canvas follows the tree's focus; a collaborator's changes to
 * the focused branch are said in a polite live region.
 */
export function OutlinePanel(props: OutlinePanelProps) {
  const { doc, model, marks, selected, renaming, peers, onSelect, onToggleFolded, onCanvasKey } = props;
  const rows = useMemo(() => (model ? outlineRows(model) : NO_ROWS), [model]);
  const scroller = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [own, setOwn] = useState<string | null>(null);
  // Where the keyboard is: the tree holds it until it goes elsewhere (a focused row removed leaves it nowhere).
  const inTree = useRef(false);
  const wantFocus = useRef(false);
  const delegated = useRef(false);
  const namingFromTree = useRef(false);

  const selectedRow = selected === null ? undefined : rows.rowOf(selected);
  const ownRow = own === null ? undefined : rows.rowOf(own);
  const activeRow = rows.count === 0 ? -1 : (selectedRow ?? ownRow ?? 0);
  const activeId = activeRow < 0 ? null : (model?.ids[rows.node[activeRow] ?? -1] ?? null);
  const message = useBranchAnnouncements(doc, model, activeId, peers);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeRow < 0 || indexes.includes(activeRow)) return indexes;
      return [...indexes, activeRow].sort((a, b) => a - b);
    },
    [activeRow],
  );
  // The panel is not memoised: it renders when the model or the selection changes, and reads the virtualiser afresh.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.count,
    getScrollElement: () => scroller.current,
    estimateSize: () => OUTLINE_ROW_HEIGHT,
    overscan: 12,
    rangeExtractor,
  });

  const focusRow = useCallback((row: number) => {
    scroller.current?.querySelector<HTMLElement>(`[data-row="${row}"]`)?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (activeRow >= 0) virtualizer.scrollToIndex(activeRow, { align: 'auto' });
  }, [activeRow, virtualizer]);

  // A naming started from the tree (Tab, Enter, F2) gives the keyboard back to the tree when it ends.
  useLayoutEffect(() => {
    if (renaming !== null) namingFromTree.current = delegated.current;
    else if (namingFromTree.current) {
      namingFromTree.current = false;
      wantFocus.current = true;
    }
  }, [renaming]);

  // The focused row follows the active one while the keyboard is in the tree, or nowhere after leaving it.
  useLayoutEffect(() => {
    if (activeRow < 0) return;
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body;
    const here = scroller.current?.contains(focused) ?? false;
    if (wantFocus.current || (inTree.current && (lost || here))) {
      wantFocus.current = false;
      const element = scroller.current?.querySelector<HTMLElement>(`[data-row="${activeRow}"]`);
      if (element && element !== focused) element.focus({ preventScroll: true });
    }
  });

  // A move by key always changes the active row, so the render it causes hands the focus over.
  const moveTo = (row: number) => {
    const id = model?.ids[rows.node[row] ?? -1];
    if (id === undefined || row === activeRow) return;
    wantFocus.current = true;
    setOwn(id);
    onSelect(id);
    virtualizer.scrollToIndex(row, { align: 'auto' });
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.nativeEvent.isComposing || activeId === null) return;
    const action = outlineKeyAction(event, {
      row: activeRow,
      count: rows.count,
      expanded: rows.expanded[activeRow] ?? -1,
      parentRow: rows.parentRow[activeRow] ?? -1,
      isRoot: activeRow === 0,
    });
    if (action?.kind === 'canvas') {
      delegated.current = true;
      setTimeout(() => (delegated.current = false), 0);
      onCanvasKey(event);
      return;
    }
    event.preventDefault();
    if (action?.kind === 'focus') moveTo(action.row);
    else if (action?.kind === 'fold') onToggleFolded(activeId);
    else if (action?.kind === 'leave') close.current?.focus();
  };

  return (
    <nav className="outline-panel" aria-label="Outline">
      <div
        ref={scroller}
        className="outline-panel__tree"
        role="tree"
        aria-label="Outline"
        onFocus={(event) => {
          inTree.current = true;
          const id = event.target instanceof HTMLElement ? event.target.dataset.id : undefined;
          if (id && id !== selected) {
            setOwn(id);
            onSelect(id);
          }
        }}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next instanceof Node && !scroller.current?.contains(next)) {
            inTree.current = false;
            wantFocus.current = false;
          }
        }}
      >
        <div className="outline-panel__rows" style={{ height: virtualizer.getTotalSize() }}>
          {model &&
            virtualizer.getVirtualItems().map((item) => (
              <OutlineItem
                key={item.key}
                model={model}
                rows={rows}
                row={item.index}
                top={item.start}
                active={item.index === activeRow}
                selected={item.index === selectedRow}
                marks={marks}
                onKeyDown={onItemKeyDown}
                onPick={(row) => {
                  const id = model.ids[rows.node[row] ?? -1];
                  if (id === undefined) return;
                  setOwn(id);
                  onSelect(id);
                  focusRow(row);
                }}
                onToggleFolded={onToggleFolded}
              />
            ))}
        </div>
      </div>
      <div className="outline-panel__header">
        <h2 className="outline-panel__title">Outline</h2>
        <IconButton ref={close} size="sm" label="Close outline" icon={<X />} onClick={props.onClose} />
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="outline-announcements">
        {message}
      </p>
    </nav>
  );
}
