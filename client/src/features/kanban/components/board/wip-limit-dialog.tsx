import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { TextField } from '@client/components/ui/text-field';

export interface WipLimitDialogProps {
  laneTitle: string;
  limit: number | null;
  onSave(limit: number | null): void;
  onClose(): void;
}

const MAX = 10_000;

/** Sets a lane's work-in-progress limit; an empty field clears it. */
export function WipLimitDialog({ laneTitle, limit, onSave, onClose }: WipLimitDialogProps) {
  const formId = useId();
  const [value, setValue] = useState(limit === null ? '' : String(limit));
  const parsed = value.trim() === '' ? null : Number(value);
  const valid = parsed === null || (Number.isInteger(parsed) && parsed >= 1 && parsed <= MAX);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onSave(parsed);
    onClose();
  };

  return (
    <Dialog
      size="sm"
      onClose={onClose}
      title={`WIP limit for ${laneTitle}`}
      description="The lane's header turns red when it holds more cards than this. Leave it empty for no limit."
      footer={<FormDialogFooter formId={formId} disabled={!valid} />}
    >
      <form id={formId} onSubmit={submit}>
        <TextField
          label="WIP limit"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX}
          value={value}
          error={valid ? null : `A whole number from 1 to ${MAX}`}
          onChange={(event) => setValue(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
