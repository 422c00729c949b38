import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createWebhookBody, type CreateWebhookBody } from '@shared/api/webhooks';
import { Alert } from '@client/components/ui/alert';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { validate } from '@client/lib/form-errors';
import { fieldMessage, type WebhookField } from '../utils/webhook-words';
import { EventPicker, choiceOfEvents, eventsOfChoice, type EventChoice } from './event-picker';

export interface WebhookFormValues {
  url: string;
  description: string;
  events: readonly string[];
}

export interface WebhookFormProps {
  id: string;
  /** The form's accessible name. */
  label: string;
  initial?: WebhookFormValues;
  pending: boolean;
  /** The last failed request, whose message shows beside the field it is about. */
  error: unknown;
  onSubmit: (body: CreateWebhookBody) => void;
  /** The buttons at the end of the form (absent when a dialog's footer submits it). */
  children?: ReactNode;
}

const EMPTY: WebhookFormValues = { url: '', description: '', events: ['*'] };

type FieldErrors = Partial<Record<WebhookField, string>>;

/** An endpoint's address, description and events: registering one, or editing it. */
export function WebhookForm({
  id,
  label,
  initial = EMPTY,
  pending,
  error,
  onSubmit,
  children,
}: WebhookFormProps) {
  const [url, setUrl] = useState(initial.url);
  const [description, setDescription] = useState(initial.description);
  const [choice, setChoice] = useState<EventChoice>(() => choiceOfEvents(initial.events));
  const [errors, setErrors] = useState<FieldErrors>({});

  const form = useRef<HTMLFormElement>(null);
  const server = error ? fieldMessage(errorText(error, 'The endpoint could not be saved.')) : null;
  const shown: FieldErrors = server?.field ? { [server.field]: server.text, ...errors } : errors;

  // The first field with a message takes the focus (a field disabled while saving had lost it).
  useEffect(() => {
    if (!error && Object.keys(errors).length === 0) return;
    const invalid = '[aria-invalid="true"] input, input[aria-invalid="true"]';
    form.current?.querySelector<HTMLElement>(invalid)?.focus();
  }, [error, errors]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { url, description, events: eventsOfChoice(choice) };
    const result = validate(createWebhookBody, body);
    const found: FieldErrors = {};
    for (const [key, message = ''] of Object.entries(result.errors ?? {})) {
      const { field, text } = fieldMessage(message);
      found[field ?? (key as WebhookField)] ??= text;
    }
    setErrors(found);
    if (result.data) onSubmit(result.data);
  }

  return (
    <form ref={form} id={id} className="webhook-form" onSubmit={submit} noValidate aria-label={label}>
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/hooks/mindlane"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={shown.url}
        hint="Mindlane POSTs each event here as JSON. It must be reachable from the internet."
        maxLength={2000}
        required
        disabled={pending}
      />
      <TextField
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={shown.description}
        hint="Optional: what this endpoint is for."
        maxLength={500}
        disabled={pending}
      />
      <EventPicker choice={choice} onChange={setChoice} error={shown.events} disabled={pending} />
      {server && !server.field && <Alert tone="error">{server.text}</Alert>}
      {children}
    </form>
  );
}
