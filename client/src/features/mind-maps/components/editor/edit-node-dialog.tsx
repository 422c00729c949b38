import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { TextArea } from '@client/components/ui/text-area';
import { TextField } from '@client/components/ui/text-field';
import './editor-dialogs.css';

export interface EditNodeDialogProps {
  label: string;
  description: string;
  onSave(fields: { label: string; description: string }): void;
  onClose(): void;
}

/** The contract's Edit Node modal: Title, Notes (the node's description, saved with it), Save. */
export function EditNodeDialog({ label, description, onSave, onClose }: EditNodeDialogProps) {
  const formId = useId();
  const [title, setTitle] = useState(label);
  const [notes, setNotes] = useState(description);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ label: title.trim(), description: notes });
  };
  return (
    <Dialog onClose={onClose} title="Edit Node" footer={<FormDialogFooter formId={formId} />}>
      <form id={formId} className="editor-form" onSubmit={submit}>
        <TextField
          label="Title"
          value={title}
          maxLength={500}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextArea label="Notes" value={notes} rows={6} onChange={(event) => setNotes(event.target.value)} />
      </form>
    </Dialog>
  );
}
