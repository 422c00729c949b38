import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardView } from '@shared/schema/board';

/** How long after a drop a different last mover means the two moves crossed. */
const WATCH_MS = 10_000;
const NOTICE_MS = 6_000;

interface Watched {
  cardId: string;
  at: number;
}

/**
 * When two people move the same card at once, one move wins everywhere. This watches the cards this user
 * just dropped: if the card's last mover turns out to be someone else, the other move won, and a short
 * notice says who moved it.
 */
export function useMoveNotice(view: BoardView | null, me: string) {
  const watched = useRef<Watched[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const watch = useCallback((cardId: string) => {
    const now = Date.now();
    watched.current = [...watched.current.filter((entry) => now - entry.at < WATCH_MS), { cardId, at: now }];
  }, []);

  useEffect(() => {
    if (!view || watched.current.length === 0) return;
    const now = Date.now();
    const remaining: Watched[] = [];
    for (const entry of watched.current) {
      if (now - entry.at >= WATCH_MS) continue;
      const card = view.columns
        .flatMap((lane) => lane.cards)
        .find((candidate) => candidate.id === entry.cardId);
      if (card?.movedBy && card.movedBy !== me) {
        setNotice(`${card.movedBy} moved “${card.title}” at the same time; their move was kept.`);
      } else if (card) {
        remaining.push(entry);
      }
    }
    watched.current = remaining;
  }, [view, me]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return { notice, watch, dismiss: () => setNotice(null) };
}
