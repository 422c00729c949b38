import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { SelectField } from '@client/components/ui/select-field';
import './editor-dialogs.css';

export type ImageFormat = 'png' | 'svg';

const SCALES = [
  { value: '0.5', label: '50 %' },
  { value: '1', label: '100 %' },
  { value: '2', label: '200 % (sharp on retina screens)' },
  { value: '3', label: '300 % (for print)' },
];

export interface ExportDialogProps {
  format: ImageFormat;
  onExport(format: ImageFormat, scale: number): Promise<void>;
  onClose(): void;
}

/** Export as PNG or SVG: the whole map, without the grid, at a chosen scale (an SVG scales freely). */
export function ExportDialog({ format, onExport, onClose }: ExportDialogProps) {
  const formId = useId();
  const [scale, setScale] = useState('2');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      await onExport(format, Number(scale));
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      onClose={onClose}
      title={format === 'png' ? 'Export as PNG' : 'Export as SVG'}
      description="The whole map, every label in full, without the grid."
      footer={<FormDialogFooter formId={formId} disabled={busy} submitLabel="Download" />}
    >
      <form id={formId} className="editor-form" onSubmit={(event) => void submit(event)}>
        {format === 'png' ? (
          <SelectField
            label="Scale"
            value={scale}
            options={SCALES}
            onChange={(event) => setScale(event.target.value)}
          />
        ) : (
          <p>An SVG keeps its lines sharp at any size.</p>
        )}
        {failed && <p role="alert">The image could not be made. Try a smaller scale.</p>}
      </form>
    </Dialog>
  );
}
