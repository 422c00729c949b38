import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  type KeyboardCoordinateGetter,
  KeyboardCode,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { CARD_SLOT } from './board-card';

/** Drag settings of the spec: mouse after 5 px, touch after a 120 ms press, auto-scroll from 25%, 28 px. */
export const MOUSE_DISTANCE_PX = 5;
export const TOUCH_DELAY_MS = 120;
export const TOUCH_TOLERANCE_PX = 8;
export const AUTO_SCROLL = { threshold: { x: 0.25, y: 0.25 }, acceleration: 28 } as const;

interface DragData {
  type?: 'card' | 'lane' | 'zone';
  laneId?: string;
  cardId?: string;
}

export function dragData(value: unknown): DragData {
  return (typeof value === 'object' && value !== null ? value : {}) as DragData;
}

/**
 * Lanes are sorted among lanes (closest centre); a card is over the lane whose list is under the card's
 * centre line, or the nearest lane when between two.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const type = dragData(args.active.data.current).type;
  if (type === 'lane') {
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter(
        (container) => dragData(container.data.current).type === 'lane',
      ),
    });
  }
  const centre = args.collisionRect.left + args.collisionRect.width / 2;
  let best: { id: string | number; distance: number } | null = null;
  for (const container of args.droppableContainers) {
    if (dragData(container.data.current).type !== 'zone') continue;
    const rect = args.droppableRects.get(container.id);
    if (!rect) continue;
    const distance = centre < rect.left ? rect.left - centre : centre > rect.right ? centre - rect.right : 0;
    if (!best || distance < best.distance) best = { id: container.id, distance };
  }
  return best
    ? [
        {
          id: best.id,
          data: {
            droppableContainer: args.droppableContainers.find((c) => c.id === best.id),
            value: best.distance,
          },
        },
      ]
    : [];
};

/**
 * Keyboard dragging: a card moves one slot up or down, or to the same height in the next lane left or
 * right; a lane moves to the next lane's place.
 */
export function boardKeyboardCoordinates(lists: () => HTMLElement[]): KeyboardCoordinateGetter {
  return (event, args) => {
    if (dragData(args.active && args.context.active?.data.current).type === 'lane') {
      return sortableKeyboardCoordinates(event, args);
    }
    const { currentCoordinates } = args;
    const rect = args.context.collisionRect;
    const width = rect?.width ?? 0;
    const centre = currentCoordinates.x + width / 2;
    switch (event.code) {
      case KeyboardCode.Down:
        event.preventDefault();
        return { x: currentCoordinates.x, y: currentCoordinates.y + CARD_SLOT };
      case KeyboardCode.Up:
        event.preventDefault();
        return { x: currentCoordinates.x, y: currentCoordinates.y - CARD_SLOT };
      case KeyboardCode.Right:
      case KeyboardCode.Left: {
        event.preventDefault();
        const rects = lists().map((element) => element.getBoundingClientRect());
        const current = rects.findIndex((box) => centre >= box.left && centre <= box.right);
        const step = event.code === KeyboardCode.Right ? 1 : -1;
        const target = rects[Math.min(Math.max((current < 0 ? 0 : current) + step, 0), rects.length - 1)];
        if (!target) return undefined;
        const top = Math.min(
          Math.max(currentCoordinates.y, target.top),
          Math.max(target.top, target.bottom - CARD_SLOT),
        );
        return { x: target.left + (target.width - width) / 2, y: top };
      }
      default:
        return undefined;
    }
  };
}

export interface Describe {
  card(id: string): string;
  lane(id: string): string;
  /** Where a dragged card would land now: lane title, 1-based position and the lane's size. */
  target(): { lane: string; position: number; size: number } | null;
}

/** What screen readers hear during a drag: a card's new place is said once each time it changes. */
export function boardAnnouncements(describe: Describe): Announcements {
  let said = '';
  // The first place is only known once the drag has measured itself: it joins the pick-up message.
  let pickedUp = '';
  const place = () => {
    const target = describe.target();
    return target ? `lane ${target.lane}, position ${target.position} of ${target.size}` : 'no lane';
  };
  const cardName = (active: { data: { current?: unknown } }) =>
    `Card ${describe.card(dragData(active.data.current).cardId ?? '')}`;
  const laneName = (id: string | undefined) => describe.lane(id ?? '');
  const moved: NonNullable<Announcements['onDragMove']> = ({ active }) => {
    if (dragData(active.data.current).type !== 'card') return undefined;
    const now = place();
    if (now === said) return undefined;
    said = now;
    const picked = pickedUp;
    pickedUp = '';
    return picked ? `${picked} It is in ${now}.` : `${cardName(active)} is over ${now}.`;
  };
  return {
    onDragStart: ({ active }) => {
      const data = dragData(active.data.current);
      if (data.type === 'lane') return `Picked up lane ${laneName(data.laneId)}.`;
      said = '';
      pickedUp = `Picked up card ${describe.card(data.cardId ?? '')}.`;
      return pickedUp;
    },
    onDragOver: (event) => {
      const data = dragData(event.active.data.current);
      if (data.type !== 'lane') return moved(event);
      const over = dragData(event.over?.data.current).laneId;
      return over ? `Lane ${laneName(data.laneId)} is over lane ${laneName(over)}.` : undefined;
    },
    onDragMove: moved,
    onDragEnd: ({ active, over }) => {
      const data = dragData(active.data.current);
      if (data.type === 'lane')
        return `Lane ${laneName(data.laneId)} was dropped${over ? '' : ' back in place'}.`;
      return `${cardName(active)} was dropped in ${said}.`;
    },
    onDragCancel: ({ active }) => {
      const data = dragData(active.data.current);
      const name = data.type === 'lane' ? `Lane ${laneName(data.laneId)}` : cardName(active);
      return `Dragging was cancelled. ${name} went back to where it was.`;
    },
  };
}

export const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To pick up a card or a lane, press Space or Enter. Move a card with the arrow keys: up and down within a lane, left and right to the next lane. Press Space or Enter again to drop it, or Escape to cancel.',
};
