import type { KeyboardEvent, Ref } from 'react';
import { KANBAN_TEXTS } from '../../utils/texts';

export interface LaneNameFieldProps {
  label: string;
  value: string;
  /** Enter was pressed on a blank name: the field says a name is needed. */
  blank: boolean;
  onChange(value: string): void;
  onBlur(): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A lane's name field, for a new lane and a renamed one: focused with its text selected, so typing
 * replaces it, and the refusal of a blank name said under it.
 */
export function LaneNameField({ label, value, blank, onChange, onBlur, onKeyDown, ref }: LaneNameFieldProps) {
  return (
    <>
      <input
        className="board-lane__title-input"
        ref={ref}
        aria-label={label}
        value={value}
        maxLength={500}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        aria-invalid={blank || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      {blank && (
        <p className="board-lane__name-needed" role="alert">
          {KANBAN_TEXTS.laneNameNeeded}
        </p>
      )}
    </>
  );
}
