import type { BoardCard, BoardColumnView } from '@shared/schema/board';

/** Card `id` in whichever of `lanes` shows it, or null. */
export function findCard(lanes: readonly BoardColumnView[], id: string): BoardCard | null {
  for (const lane of lanes) {
    const card = lane.cards.find((candidate) => candidate.id === id);
    if (card) return card;
  }
  return null;
}
