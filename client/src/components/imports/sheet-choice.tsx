import { useState } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';

const EVERY_SHEET = 'all';

/**
 * An XMind workbook of several sheets, before it is sent: every sheet as a map (the default), or only one.
 * Sheets are numbered from 1, as the server's `sheet` parameter counts them.
 */
export function SheetChoice({
  fileName,
  sheets,
  onImport,
  onCancel,
}: {
  fileName: string;
  sheets: readonly string[];
  onImport(sheet: number | null): void;
  onCancel(): void;
}) {
  const [choice, setChoice] = useState(EVERY_SHEET);
  const options = [
    { value: EVERY_SHEET, label: `Every sheet, as ${sheets.length} maps` },
    ...sheets.map((title, index) => ({
      value: String(index + 1),
      label: `Only sheet ${index + 1}${title ? `: ${title}` : ''}`,
    })),
  ];
  return (
    <Alert tone="info" title={`“${fileName}” holds ${sheets.length} sheets`}>
      <form
        className="import-format"
        onSubmit={(event) => {
          event.preventDefault();
          onImport(choice === EVERY_SHEET ? null : Number(choice));
        }}
      >
        <SelectField
          label="Sheets to import"
          value={choice}
          options={options}
          onChange={(event) => setChoice(event.target.value)}
        />
        <Button type="submit" size="sm">
          Import
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </form>
    </Alert>
  );
}
