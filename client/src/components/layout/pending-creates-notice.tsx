import { useState } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import {
  discardPendingCreate,
  exportPendingCreate,
  retryPendingCreate,
  type PendingCreate,
} from '@client/lib/offline/pending-creates';
import { usePendingCreates, usePendingCreatesSender } from '@client/lib/offline/use-pending-creates';
import { itemSource } from '@client/lib/workspace-items/item-sources';
import './pending-creates-notice.css';

/** Saves the device copy of a refused item as a JSON file. */
async function download(entry: PendingCreate): Promise<void> {
  const blob = new Blob([await exportPendingCreate(entry)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${entry.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || entry.kind}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
}

function RefusedCreate({ entry, onDiscard }: { entry: PendingCreate; onDiscard: () => void }) {
  const source = itemSource(entry.kind);
  return (
    <Alert
      tone="warning"
      className="pending-create"
      title={`The ${source.noun} “${entry.title}” was not created on the server: ${entry.refusal}`}
    >
      <p>
        It is kept on this device with everything written in it. Export it, or try again once there is room.
      </p>
      <div className="pending-create__actions">
        <Button variant="secondary" size="sm" onClick={() => void download(entry)}>
          Export
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void retryPendingCreate(entry.id)}>
          Try again
        </Button>
        <Button variant="ghost" size="sm" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </Alert>
  );
}

/**
 * Sends this device's offline creates when the network allows, and names each one the server refused
 * (plan limit, lost permission), with what can be done: export it, try again, or discard it.
 */
export function PendingCreatesNotice() {
  usePendingCreatesSender();
  const refused = usePendingCreates().filter((entry) => entry.refusal !== null);
  const [discarding, setDiscarding] = useState<PendingCreate | null>(null);
  if (refused.length === 0 && !discarding) return null;
  return (
    <div className="pending-creates">
      {refused.map((entry) => (
        <RefusedCreate key={entry.id} entry={entry} onDiscard={() => setDiscarding(entry)} />
      ))}
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => {
          if (!open) setDiscarding(null);
        }}
        title="Discard this item?"
        description={
          discarding ? `“${discarding.title}” and everything written in it leave this device.` : undefined
        }
        confirmLabel="Discard"
        tone="danger"
        onConfirm={() => {
          if (discarding) void discardPendingCreate(discarding);
          setDiscarding(null);
        }}
      />
    </div>
  );
}
