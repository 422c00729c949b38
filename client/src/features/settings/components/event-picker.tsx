import { useEffect, useId, useRef } from 'react';
import type { WebhookEventType } from '@shared/api/webhooks';
import { ALL_EVENTS, EVENT_GROUPS, type EventGroup } from '../utils/webhook-words';

/** What the picker holds: every event, or the types ticked (kept while "All events" is on). */
export interface EventChoice {
  all: boolean;
  types: WebhookEventType[];
}

/** The `events` of a request for a choice. */
export function eventsOfChoice(choice: EventChoice): string[] {
  return choice.all ? [ALL_EVENTS] : choice.types;
}

/** The choice an endpoint's `events` stand for. */
export function choiceOfEvents(events: readonly string[]): EventChoice {
  if (events.includes(ALL_EVENTS)) return { all: true, types: [] };
  const known = EVENT_GROUPS.flatMap((group) => group.types);
  return { all: false, types: known.filter((type) => events.includes(type)) };
}

interface GroupProps {
  group: EventGroup;
  choice: EventChoice;
  onChange: (types: WebhookEventType[]) => void;
}

/** One kind's event types, with a box that ticks or clears them all (half-ticked for some). */
function EventGroupBoxes({ group, choice, onChange }: GroupProps) {
  const groupBox = useRef<HTMLInputElement>(null);
  const ticked = group.types.filter((type) => choice.types.includes(type));
  const some = !choice.all && ticked.length > 0 && ticked.length < group.types.length;
  useEffect(() => {
    if (groupBox.current) groupBox.current.indeterminate = some;
  }, [some]);

  const others = choice.types.filter((type) => !group.types.includes(type));
  return (
    <fieldset className="event-picker__group" disabled={choice.all}>
      <legend className="event-picker__legend">
        <label className="event-picker__option event-picker__option--group">
          <input
            ref={groupBox}
            type="checkbox"
            checked={choice.all || ticked.length === group.types.length}
            onChange={(event) => onChange(event.target.checked ? [...others, ...group.types] : others)}
          />
          {group.label}
        </label>
      </legend>
      {group.types.map((type) => (
        <label key={type} className="event-picker__option">
          <input
            type="checkbox"
            checked={choice.all || ticked.includes(type)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...choice.types, type]
                  : choice.types.filter((candidate) => candidate !== type),
              )
            }
          />
          <code>{type}</code>
        </label>
      ))}
    </fieldset>
  );
}

export interface EventPickerProps {
  choice: EventChoice;
  onChange: (choice: EventChoice) => void;
  error?: string;
  disabled?: boolean;
}

/** The events an endpoint hears about: "All events", or types ticked one by one, grouped by kind. */
export function EventPicker({ choice, onChange, error, disabled }: EventPickerProps) {
  const errorId = useId();
  return (
    <fieldset
      className="event-picker"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="ui-field__label">Events</legend>
      <label className="event-picker__option event-picker__option--all">
        <input
          type="checkbox"
          checked={choice.all}
          onChange={(event) => onChange({ ...choice, all: event.target.checked })}
        />
        All events
      </label>
      <div className="event-picker__groups">
        {EVENT_GROUPS.map((group) => (
          <EventGroupBoxes
            key={group.kind}
            group={group}
            choice={choice}
            onChange={(types) => onChange({ all: false, types })}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
