import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { ImportFormat, ImportKind } from '@shared/formats/model';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { IMPORT_ACCEPT, IMPORT_FORMAT_CHOICES } from '@client/lib/imports/upload-import';
import { SheetChoice } from './sheet-choice';
import type { useImport } from './use-import';
import './imports.css';

type Importer = ReturnType<typeof useImport>;

/** Why the Import button is off while the device is offline. */
export const IMPORT_NEEDS_NETWORK = 'Importing needs the network.';

/** The Import button: a file picker for the formats `kind` is read from. */
export function ImportButton({
  kind,
  importer,
  offline,
}: {
  kind: ImportKind;
  importer: Importer;
  offline: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const busy = importer.state.step === 'uploading';
  return (
    <span className="import-button">
      <Button
        variant="secondary"
        size="sm"
        leadingIcon={<Upload />}
        disabled={offline || busy}
        aria-describedby={offline ? hintId : undefined}
        onClick={() => input.current?.click()}
      >
        Import
      </Button>
      {offline && (
        <span id={hintId} className="import-button__hint">
          {IMPORT_NEEDS_NETWORK}
        </span>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={IMPORT_ACCEPT[kind]}
        aria-label="File to import"
        data-testid="import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) importer.start(file);
        }}
      />
    </span>
  );
}

/**
 * The choice of sheets of a workbook before it goes, the upload under way (its progress and Cancel), or
 * why it failed and, if the format was unclear, a choice.
 */
export function ImportStatus({ kind, importer }: { kind: ImportKind; importer: Importer }) {
  const { state } = importer;
  if (state.step === 'choosing') {
    return (
      <SheetChoice
        key={`${state.file.name}:${state.file.lastModified}:${state.file.size}`}
        fileName={state.file.name}
        sheets={state.sheets}
        onImport={(sheet) => importer.importSheets(state.file, sheet)}
        onCancel={importer.dismiss}
      />
    );
  }
  if (state.step === 'uploading') {
    const percent = Math.round(state.share * 100);
    return (
      <div className="import-progress">
        <div className="import-progress__text">
          <span>
            Uploading “{state.name}”… {percent} %
          </span>
          <Button variant="ghost" size="sm" onClick={importer.cancel}>
            Cancel
          </Button>
        </div>
        <div
          className="import-progress__bar"
          role="progressbar"
          aria-label={`Uploading ${state.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  }
  if (state.step !== 'failed') return null;
  return (
    <Alert tone="error" title={`“${state.file.name}” was not imported`} onDismiss={importer.dismiss}>
      <p>{state.message}</p>
      {state.askFormat && (
        <FormatChoice kind={kind} onChoose={(format) => importer.start(state.file, format)} />
      )}
    </Alert>
  );
}

function FormatChoice({ kind, onChoose }: { kind: ImportKind; onChoose(format: ImportFormat): void }) {
  const choices = IMPORT_FORMAT_CHOICES[kind];
  const [format, setFormat] = useState<ImportFormat>(choices[0]!.value);
  return (
    <form
      className="import-format"
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(format);
      }}
    >
      <SelectField
        label="Read the file as"
        value={format}
        options={choices}
        onChange={(event) => setFormat(event.target.value as ImportFormat)}
      />
      <Button type="submit" size="sm">
        Retry
      </Button>
    </form>
  );
}

/** The list page, which takes a file dropped anywhere on it and shows where while one is dragged over. */
export function ImportDropZone({
  enabled,
  onFile,
  className,
  children,
}: {
  enabled: boolean;
  onFile(file: File): void;
  className?: string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const carriesFile = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <div
      className={className}
      data-dragging={dragging || undefined}
      onDragEnter={(event) => {
        if (!enabled || !carriesFile(event)) return;
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!carriesFile(event)) return;
        // Refused or not, a file dropped here is not opened by the browser in place of the app.
        event.preventDefault();
        event.dataTransfer.dropEffect = enabled ? 'copy' : 'none';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFile(event)) return;
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && enabled) onFile(file);
      }}
    >
      {children}
      {dragging && (
        <div className="import-drop" aria-hidden="true">
          <Upload />
          <p>Drop the file to import it</p>
        </div>
      )}
    </div>
  );
}
