import clsx from 'clsx';
import { GripVertical, MoreHorizontal } from 'lucide-react';
import { useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { isReservedColumn, isReservedColumnTitle } from '@shared/schema/board';
import { IconButton } from '@client/components/ui/icon-button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { LaneNameField } from './lane-name-field';
import { laneCount } from '../../utils/lane-count';
import { KANBAN_TEXTS } from '../../utils/texts';

export interface LaneCommands {
  rename(laneId: string, title: string): void;
  askDelete(laneId: string): void;
  askWipLimit(laneId: string): void;
  /** Shows a refusal (a reserved lane or title) on the board. */
  refuse(message: string): void;
}

export interface LaneHeaderProps {
  laneId: string;
  title: string;
  count: number;
  /** The lane's cards the active filter shows; null without a filter. */
  shown: number | null;
  wipLimit: number | null;
  readOnly: boolean;
  commands: LaneCommands;
  /** The drag handle's props when the lane can be dragged. */
  handle?: HTMLAttributes<HTMLButtonElement> & { ref?: (element: HTMLElement | null) => void };
}

/** A lane's title (click to rename), card count (of those a filter shows) with the WIP limit, and its menu. */
export function LaneHeader(props: LaneHeaderProps) {
  const { laneId, title, count, shown, wipLimit, readOnly, commands, handle } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [blank, setBlank] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const reserved = isReservedColumn(laneId);
  const over = wipLimit !== null && count > wipLimit;
  const counted = laneCount(count, shown, wipLimit);

  const startRename = () => {
    if (readOnly) return;
    if (reserved) commands.refuse(KANBAN_TEXTS.reservedLane);
    else setDraft(title);
  };
  const commit = (leaving: boolean) => {
    if (draft === null) return;
    const next = draft.trim();
    // Enter on a blank title is refused where it was typed; leaving the field keeps the old title.
    if (!next && !leaving) return setBlank(true);
    setDraft(null);
    setBlank(false);
    if (!next || next === title) return;
    if (isReservedColumnTitle(next)) commands.refuse(KANBAN_TEXTS.reservedTitle);
    else commands.rename(laneId, next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(false);
    if (event.key === 'Escape') {
      setDraft(null);
      setBlank(false);
    }
  };

  return (
    <div className={clsx('board-lane__header', over && 'board-lane__header--over-limit')}>
      {handle && (
        <button type="button" className="board-lane__grip" aria-label={`Move lane ${title}`} {...handle}>
          <GripVertical aria-hidden="true" />
        </button>
      )}
      {draft === null ? (
        <h2 className="board-lane__title">
          <button
            type="button"
            className="board-lane__title-button"
            onClick={startRename}
            disabled={readOnly}
          >
            {title}
          </button>
        </h2>
      ) : (
        <LaneNameField
          ref={field}
          label="Lane title"
          value={draft}
          blank={blank}
          onChange={(value) => {
            setDraft(value);
            setBlank(false);
          }}
          onBlur={() => commit(true)}
          onKeyDown={onKeyDown}
        />
      )}
      <span
        className="board-lane__count"
        data-testid="lane-count"
        title={over ? `Over its work-in-progress limit of ${wipLimit}` : undefined}
      >
        {counted.label === null ? (
          counted.text
        ) : (
          <>
            <span aria-hidden="true">{counted.text}</span>
            <span className="visually-hidden">{counted.label}</span>
          </>
        )}
        {over && <span className="visually-hidden"> (over the limit)</span>}
      </span>
      {!readOnly && (
        <DropdownMenu>
          <DropdownMenuTrigger>
            <IconButton label={`${title} lane actions`} icon={<MoreHorizontal />} size="sm" />
          </DropdownMenuTrigger>
          <DropdownMenuContent
            onCloseAutoFocus={(event) => {
              // Rename opened the title field: it keeps the focus the menu would hand back to its button.
              if (!field.current) return;
              event.preventDefault();
              field.current.focus();
            }}
          >
            <DropdownMenuItem onSelect={startRename}>Rename</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => commands.askWipLimit(laneId)}>Set WIP limit</DropdownMenuItem>
            <DropdownMenuItem
              tone="danger"
              onSelect={() =>
                reserved ? commands.refuse(KANBAN_TEXTS.reservedLane) : commands.askDelete(laneId)
              }
            >
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
