import { useMemo } from 'react';
import { ANIMATED_MOVES, ANIMATED_START, type SampleCard } from '../data/sample-board';
import { useAnimationStep } from '../hooks/use-animation-step';
import { KanbanBoardDemo } from './kanban-board-demo';

/** The board after the first `count` moves; a moved card goes to the top of its new lane. */
function boardAfter(count: number): SampleCard[] {
  return ANIMATED_MOVES.slice(0, count).reduce<SampleCard[]>((cards, move) => {
    const card = cards.find((candidate) => candidate.id === move.cardId);
    if (!card) return cards;
    return [{ ...card, lane: move.to }, ...cards.filter((candidate) => candidate.id !== move.cardId)];
  }, ANIMATED_START);
}

/** The sample board with cards moving lane by lane, one move per animation step. */
export function KanbanAnimation({ headingLevel }: { headingLevel?: 2 | 3 }) {
  const step = useAnimationStep({ steps: ANIMATED_MOVES.length, holdSteps: 5, staticStep: 0 });
  const cards = useMemo(() => boardAfter(step), [step]);
  const highlightId = step > 0 ? ANIMATED_MOVES[step - 1]?.cardId : undefined;
  return <KanbanBoardDemo cards={cards} highlightId={highlightId} headingLevel={headingLevel} />;
}
