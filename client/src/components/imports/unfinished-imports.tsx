import type { UnfinishedImportAnswer } from '@shared/api/imports';
import type { ImportKind } from '@shared/formats/model';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { unfinishedText } from '@client/lib/imports/import-words';
import { useUnfinishedImports } from '@client/lib/imports/unfinished-imports';

/** The imports of `kind` a failure cut short, each with a Remove (which asks first) for those who may edit. */
export function UnfinishedImports({
  kind,
  onRemove,
}: {
  kind: ImportKind;
  onRemove?: (entry: UnfinishedImportAnswer) => void;
}) {
  const unfinished = useUnfinishedImports(kind);
  if (!unfinished.data?.length) return null;
  return (
    <div className="import-unfinished">
      {unfinished.data.map((entry) => (
        <Alert key={entry.id} tone="warning" title={unfinishedText(entry)}>
          {onRemove && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove “${entry.title}”`}
              onClick={() => onRemove(entry)}
            >
              Remove
            </Button>
          )}
        </Alert>
      ))}
    </div>
  );
}
