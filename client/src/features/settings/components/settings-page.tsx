import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSettingsWorkspace } from '../api/get-workspace';
import { DeleteWorkspaceSection } from './delete-workspace-section';
import { OwnerOnly } from './owner-only';
import { WebhooksSection } from './webhooks-section';
import { YourDataSection } from './your-data-section';
import './settings.css';

/**
 * /settings: the current workspace's settings, for its owner: its outgoing webhooks, a download of all its
 * data, and its deletion.
 */
export function SettingsPage() {
  const { workspace, isError, refetch, isFetching } = useSettingsWorkspace();

  return (
    <div className="settings-page">
      <PageHeader
        title="Settings"
        description={workspace ? <>Workspace: {workspace.name}</> : 'This workspace.'}
      />
      {isError ? (
        <LoadError title="Failed to load the workspace" onRetry={refetch} retrying={isFetching} />
      ) : !workspace ? (
        <div aria-busy="true">
          <span className="visually-hidden">Loading settings</span>
          <Skeleton width="100%" height={160} shape="block" />
        </div>
      ) : workspace.role === 'owner' ? (
        <>
          <WebhooksSection />
          <YourDataSection />
          <DeleteWorkspaceSection workspace={workspace} />
        </>
      ) : (
        <OwnerOnly />
      )}
    </div>
  );
}
