import {
  type Active,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { BoardCard as Card, BoardColumnView } from '@shared/schema/board';
import type { PeerUser } from '@client/lib/collab/use-presence';
import { laneRank, slotIndex } from '../../utils/drop-rank';
import { findCard } from '../../utils/find-card';
import { CARD_SLOT, CardFace, type CardActions, type MapLinkOf } from './board-card';
import {
  AUTO_SCROLL,
  boardAnnouncements,
  boardCollisions,
  boardKeyboardCoordinates,
  dragData,
  MOUSE_DISTANCE_PX,
  SCREEN_READER_INSTRUCTIONS,
  TOUCH_DELAY_MS,
  TOUCH_TOLERANCE_PX,
} from './board-dnd';
import { FixedLane, SortableLane } from './lane';
import { LaneAdder } from './lane-adder';
import type { LaneCommands } from './lane-header';
import { useSyncedScrollbar } from '../../hooks/use-synced-scrollbar';

/**
 * The lanes' scrolling lists, the drag under way and the lanes as last drawn, read by the drag's event
 * handlers. Read here rather than closed over, the drag context's sensors, announcements and handlers stay
 * the same objects when a card moves, so no card or lane re-renders for a move that left it where it was
 * (dnd-kit's hooks re-render with every change of its context).
 */
class DragTracker {
  active: Active | null = null;
  readonly lists = new Map<string, HTMLElement>();
  lanes: readonly BoardColumnView[] = [];
  shown: ReadonlyMap<string, readonly Card[]> = new Map();

  drawn(lanes: readonly BoardColumnView[], shown: ReadonlyMap<string, readonly Card[]>): void {
    this.lanes = lanes;
    this.shown = shown;
  }

  lane(id: string): BoardColumnView | undefined {
    return this.lanes.find((lane) => lane.id === id);
  }

  start(active: Active): void {
    this.active = active;
  }

  stop(): void {
    this.active = null;
  }

  register(laneId: string, element: HTMLElement | null): void {
    if (element) this.lists.set(laneId, element);
    else this.lists.delete(laneId);
  }

  ordered(laneIds: readonly string[]): HTMLElement[] {
    return laneIds.flatMap((id) => this.lists.get(id) ?? []);
  }
}

interface Target {
  laneId: string;
  index: number;
}

export interface BoardLanesProps {
  lanes: readonly BoardColumnView[];
  /** Each lane's cards after the filter. */
  shown: ReadonlyMap<string, readonly Card[]>;
  /** A filter is active (the lanes' counts say how many of their cards it shows). */
  filtering: boolean;
  readOnly: boolean;
  isPastDue(card: Card): boolean;
  memberName(id: string | null): string | null;
  /** Where a card's mind map opens, null without one. */
  mapLinkOf: MapLinkOf;
  editors: ReadonlyMap<string, PeerUser>;
  actions: CardActions;
  commands: LaneCommands;
  isOwnChange(id: string): boolean;
  /** The name a new lane is offered. */
  newLaneName: string;
  addLane(title: string): void;
  addCard(laneId: string, title: string): void;
  /** A card dropped at a rank of the whole lane (as moveCard takes it). */
  moveCard(cardId: string, laneId: string, rank: number): void;
  /** A middle lane dropped at a display rank (New is 0). */
  moveLane(laneId: string, rank: number): void;
}

/**
 * The lanes side by side with a second horizontal scrollbar above them kept in step, and drag and drop
 * of cards (between and within lanes) and of the lanes between New and Done.
 */
export function BoardLanes(props: BoardLanesProps) {
  const { lanes, shown, readOnly } = props;
  const [tracker] = useState(() => new DragTracker());
  const [active, setActive] = useState<{ type: 'card' | 'lane'; id: string } | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const { bar, lanesElement, width } = useSyncedScrollbar();

  useLayoutEffect(() => tracker.drawn(lanes, shown), [tracker, lanes, shown]);

  const registerList = useCallback(
    (laneId: string, element: HTMLElement | null) => tracker.register(laneId, element),
    [tracker],
  );
  // Kept while the lanes' order stays: a card move makes new lane objects, not new lanes.
  const laneOrder = lanes.map((lane) => lane.id).join(' ');
  const laneIds = useMemo(() => (laneOrder === '' ? [] : laneOrder.split(' ')), [laneOrder]);
  const sortableLanes = useMemo(() => laneIds.slice(1, -1).map((id) => `lane:${id}`), [laneIds]);
  const coordinateGetter = useMemo(
    () => boardKeyboardCoordinates(() => tracker.ordered(laneIds)),
    [tracker, laneIds],
  );

  /** Where the dragged card would land now, read from the overlay's place and the lanes' lists. */
  const computeTarget = useCallback((): Target | null => {
    const current = tracker.active;
    const data = dragData(current?.data.current);
    const rect = current?.rect.current.translated;
    if (!current || data.type !== 'card' || !rect) return null;
    const centre = rect.left + rect.width / 2;
    let best: { laneId: string; element: HTMLElement; distance: number } | null = null;
    for (const [laneId, element] of tracker.lists) {
      const box = element.getBoundingClientRect();
      const distance = centre < box.left ? box.left - centre : centre > box.right ? centre - box.right : 0;
      if (!best || distance < best.distance) best = { laneId, element, distance };
    }
    if (!best) return null;
    const box = best.element.getBoundingClientRect();
    const count = (tracker.shown.get(best.laneId) ?? []).filter((card) => card.id !== data.cardId).length;
    const index = slotIndex(rect.top - box.top + best.element.scrollTop, CARD_SLOT, count);
    return { laneId: best.laneId, index };
  }, [tracker]);

  const refresh = useCallback(() => {
    const next = computeTarget();
    setTarget((current) =>
      current?.laneId === next?.laneId && current?.index === next?.index ? current : next,
    );
  }, [computeTarget]);

  // Auto-scrolling moves the lists under a still pointer: the drop point follows.
  useEffect(() => {
    if (active?.type !== 'card') return;
    document.addEventListener('scroll', refresh, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', refresh, { capture: true });
  }, [active, refresh]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: TOUCH_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const accessibility = useMemo(() => {
    const announcements = boardAnnouncements({
      card: (id) => findCard(tracker.lanes, id)?.title ?? 'card',
      lane: (id) => tracker.lane(id)?.title ?? 'lane',
      target: () => {
        const now = computeTarget();
        if (!now) return null;
        const lane = tracker.lane(now.laneId);
        const moving = dragData(tracker.active?.data.current).cardId;
        const cards = tracker.shown.get(now.laneId) ?? [];
        const size = cards.filter((card) => card.id !== moving).length + 1;
        return { lane: lane?.title ?? '', position: now.index + 1, size };
      },
    });
    return { announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS };
  }, [computeTarget, tracker]);

  const onDragStart = (event: DragStartEvent) => {
    tracker.start(event.active);
    const data = dragData(event.active.data.current);
    if (data.type === 'card' && data.cardId) setActive({ type: 'card', id: data.cardId });
    if (data.type === 'lane' && data.laneId) setActive({ type: 'lane', id: data.laneId });
    refresh();
  };

  const finish = () => {
    tracker.stop();
    setActive(null);
    setTarget(null);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const data = dragData(event.active.data.current);
    if (data.type === 'card' && data.cardId) {
      const drop = computeTarget();
      const lane = drop && lanes.find((candidate) => candidate.id === drop.laneId);
      if (drop && lane) {
        const shownIds = (shown.get(lane.id) ?? []).map((card) => card.id);
        const rank = laneRank(
          lane.cards.map((card) => card.id),
          shownIds,
          drop.index,
          data.cardId,
        );
        props.moveCard(data.cardId, lane.id, rank);
      }
    }
    if (data.type === 'lane' && data.laneId && event.over) {
      const middle = lanes.slice(1, -1).map((lane) => `lane:${lane.id}`);
      const from = middle.indexOf(String(event.active.id));
      const to = middle.indexOf(String(event.over.id));
      if (from >= 0 && to >= 0 && from !== to) {
        const order = arrayMove(middle, from, to);
        props.moveLane(data.laneId, order.indexOf(String(event.active.id)) + 1);
      }
    }
    finish();
  };

  const middle = lanes.slice(1, -1);
  const dragged = active?.type === 'card' ? findCard(lanes, active.id) : undefined;
  const draggedLane = active?.type === 'lane' ? lanes.find((lane) => lane.id === active.id) : undefined;
  const laneProps = (lane: BoardColumnView) => ({
    lane,
    filtering: props.filtering,
    cards: shown.get(lane.id) ?? [],
    draggingId: active?.type === 'card' ? active.id : null,
    gap: target?.laneId === lane.id ? target.index : null,
    isPastDue: props.isPastDue,
    memberName: props.memberName,
    mapLinkOf: props.mapLinkOf,
    editors: props.editors,
    readOnly,
    actions: props.actions,
    commands: props.commands,
    isOwnChange: props.isOwnChange,
    registerList,
    addCard: props.addCard,
  });
  const first = lanes[0];
  const last = lanes[lanes.length - 1];

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisions}
      autoScroll={AUTO_SCROLL}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragMove={refresh}
      onDragOver={refresh}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
    >
      <div ref={bar} className="board__scrollbar" aria-hidden="true">
        <div style={{ width }} />
      </div>
      <div ref={lanesElement} className="board__lanes" data-dragging={active?.type}>
        {first && <FixedLane {...laneProps(first)} />}
        <SortableContext items={sortableLanes} strategy={horizontalListSortingStrategy}>
          {middle.map((lane) => (
            <SortableLane key={lane.id} {...laneProps(lane)} />
          ))}
        </SortableContext>
        {last && last !== first && <FixedLane {...laneProps(last)} />}
        {!readOnly && <LaneAdder defaultName={props.newLaneName} addLane={props.addLane} />}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="board-card board-card--overlay">
            <CardFace
              card={dragged}
              pastDue={props.isPastDue(dragged)}
              assignee={props.memberName(dragged.assigneeId)}
              mapLinkOf={props.mapLinkOf}
            />
          </div>
        ) : draggedLane ? (
          <div className="board-lane board-lane--overlay">
            <div className="board-lane__header">
              <h2 className="board-lane__title">{draggedLane.title}</h2>
              <span className="board-lane__count">{draggedLane.cards.length}</span>
            </div>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
