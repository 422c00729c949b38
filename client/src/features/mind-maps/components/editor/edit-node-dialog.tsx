import { useId, useState, type FormEvent } from 'react';
import { isNodeLink, LINK_MAX } from '@shared/schema/node-link';
import { Dialog } from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { TextArea } from '@client/components/ui/text-area';
import { TextField } from '@client/components/ui/text-field';
import './editor-dialogs.css';

export interface EditNodeFields {
  label: string;
  description: string;
  link: string | null;
}

export interface EditNodeDialogProps extends EditNodeFields {
  onSave(fields: EditNodeFields): void;
  onClose(): void;
}

/** What is wrong with a typed link, or null when it is one a node can hold (or none). */
function linkError(text: string): string | null {
  if (text === '' || isNodeLink(text)) return null;
  if (text.length > LINK_MAX) return `A link can be at most ${LINK_MAX.toLocaleString('en')} characters`;
  return 'Use a full address that starts with https://, http:// or mailto';
}

/**
 * The contract's Edit Node modal: Title, Notes (the node's description, saved with it), Link, Save. The
 * saved link opens in a new tab; only http, https and mailto links are ever stored or shown (node-link.ts).
 */
export function EditNodeDialog({ label, description, link, onSave, onClose }: EditNodeDialogProps) {
  const formId = useId();
  const [title, setTitle] = useState(label);
  const [notes, setNotes] = useState(description);
  const [address, setAddress] = useState(link ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = address.trim();
    const problem = linkError(typed);
    setError(problem);
    if (!problem) onSave({ label: title.trim(), description: notes, link: typed || null });
  };
  const saved = link !== null && isNodeLink(link) ? link : null;
  return (
    <Dialog onClose={onClose} title="Edit Node" footer={<FormDialogFooter formId={formId} />}>
      <form id={formId} className="editor-form" onSubmit={submit} noValidate>
        <TextField
          label="Title"
          value={title}
          maxLength={500}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextArea label="Notes" value={notes} rows={6} onChange={(event) => setNotes(event.target.value)} />
        <TextField
          label="Link"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          value={address}
          error={error}
          hint={
            saved ? (
              <a className="editor-form__link" href={saved} target="_blank" rel="noopener noreferrer">
                Open link
              </a>
            ) : undefined
          }
          onChange={(event) => {
            setAddress(event.target.value);
            if (error) setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
