import { Alert } from '@client/components/ui/alert';

/** What someone who is not the workspace's owner sees on the settings page. */
export function OwnerOnly() {
  return (
    <Alert tone="info" title="Only the workspace owner can manage settings." className="settings-refusal">
      <p>Ask the owner of this workspace if something here needs to change.</p>
    </Alert>
  );
}
