import { CreateItemDialog } from '@client/components/ui/create-item-dialog';
import { useCreateItemActions } from '@client/lib/workspace-items/create-item';
import type { ItemSource } from '@client/lib/workspace-items/item-sources';
import { dashboardKeys } from '../api/get-dashboard-metrics';

export interface CreateDialogProps {
  /** The kind being created; null while the dialog is closed. */
  source: ItemSource | null;
  onClose: () => void;
}

/**
 * The dashboard's create modal for a map, a list or a board (the shared CreateItemDialog and its actions);
 * the dashboard's data is reloaded after either action.
 */
export function CreateDialog({ source, onClose }: CreateDialogProps) {
  return source ? <OpenDialog key={source.kind} source={source} onClose={onClose} /> : null;
}

function OpenDialog({ source, onClose }: { source: ItemSource; onClose: () => void }) {
  const actions = useCreateItemActions(source, {
    staleKeys: [dashboardKeys.metrics],
    close: onClose,
  });
  return (
    <CreateItemDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      heading={`Create a ${source.noun}`}
      {...actions}
    />
  );
}
