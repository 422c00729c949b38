import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BoardColumnView } from '@shared/schema/board';
import { findCard } from '../utils/find-card';

/**
 * A link to a card (`/kanban/:id?card=<card id>`, as search makes) opens the board with that card's dialog,
 * once the card is on the board; the parameter is then dropped, so closing the dialog leaves it closed.
 */
export function useLinkedCard(
  lanes: readonly BoardColumnView[],
  openCard: (dialog: { kind: 'edit'; cardId: string }) => void,
): void {
  const [params, setParams] = useSearchParams();
  const cardId = params.get('card');
  useEffect(() => {
    if (!cardId || !findCard(lanes, cardId)) return;
    openCard({ kind: 'edit', cardId });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('card');
        return next;
      },
      { replace: true },
    );
  }, [cardId, lanes, openCard, setParams]);
}
