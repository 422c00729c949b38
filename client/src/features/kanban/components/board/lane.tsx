import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { memo, useState, type CSSProperties, type FormEvent, type Ref } from 'react';
import type { BoardColumnView } from '@shared/schema/board';
import { Button } from '@client/components/ui/button';
import { KANBAN_TEXTS } from '../../utils/texts';
import { LaneCards, type LaneCardsProps } from './lane-cards';
import { LaneHeader, type LaneCommands, type LaneHeaderProps } from './lane-header';

export interface LaneProps extends Omit<LaneCardsProps, 'laneId' | 'laneTitle'> {
  lane: BoardColumnView;
  /** A filter is active: the count says how many of the lane's cards it shows. */
  filtering: boolean;
  commands: LaneCommands;
  addCard(laneId: string, title: string): void;
}

function AddCard({ laneId, addCard }: { laneId: string; addCard: LaneProps['addCard'] }) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <button type="button" className="board-lane__add-card" onClick={() => setDraft('')}>
        {KANBAN_TEXTS.addCard}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = draft.trim();
    if (!title) return;
    addCard(laneId, title);
    setDraft('');
  };
  return (
    <form className="board-lane__add-form" onSubmit={submit}>
      <input
        className="board-lane__add-input"
        aria-label="Card title"
        placeholder="Card title"
        value={draft}
        maxLength={500}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
      />
      <div className="board-lane__add-buttons">
        <Button type="submit" size="sm" disabled={!draft.trim()}>
          Add
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

interface LaneBodyProps extends LaneProps {
  handle?: LaneHeaderProps['handle'];
  laneRef?: Ref<HTMLElement>;
  style?: CSSProperties;
  dragging?: boolean;
}

function LaneBody(props: LaneBodyProps) {
  const { lane, filtering, commands, addCard, handle, laneRef, style, dragging, ...cards } = props;
  const inProgress = lane.title.trim().toLowerCase() === 'in-progress';
  return (
    <section
      ref={laneRef}
      style={style}
      className={clsx(
        'board-lane',
        inProgress && 'board-lane--in-progress',
        dragging && 'board-lane--dragging',
      )}
      aria-label={lane.title}
      data-lane-id={lane.id}
    >
      <LaneHeader
        laneId={lane.id}
        title={lane.title}
        count={lane.cards.length}
        shown={filtering ? cards.cards.length : null}
        wipLimit={lane.wipLimit}
        readOnly={cards.readOnly}
        commands={commands}
        handle={handle}
      />
      <LaneCards laneId={lane.id} laneTitle={lane.title} {...cards} />
      {!cards.readOnly && <AddCard laneId={lane.id} addCard={addCard} />}
    </section>
  );
}

/** A lane between New and Done: dragged by its grip (pointer or keys) to reorder the lanes. */
export const SortableLane = memo(function SortableLane(props: LaneProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({
      id: `lane:${props.lane.id}`,
      data: { type: 'lane', laneId: props.lane.id },
      disabled: props.readOnly,
    });
  return (
    <LaneBody
      {...props}
      laneRef={setNodeRef}
      dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      handle={props.readOnly ? undefined : { ...attributes, ...listeners, ref: setActivatorNodeRef }}
    />
  );
});

/** New or Done: always first or last, never dragged. */
export const FixedLane = memo(function FixedLane(props: LaneProps) {
  return <LaneBody {...props} />;
});
