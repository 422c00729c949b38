import { useId } from 'react';
import type { WorkspaceSummary } from '@shared/api/teams';
import { useWorkspaces } from '../api/get-workspaces';
import { useSwitchWorkspace } from '../api/switch-workspace';
import './workspace-switcher.css';

function optionLabel(workspace: WorkspaceSummary, all: WorkspaceSummary[]): string {
  const sameName = all.filter((other) => other.name === workspace.name).length > 1;
  return sameName ? `${workspace.name} (${workspace.ownerEmail})` : workspace.name;
}

export interface WorkspaceSwitcherProps {
  /** Called once the server has switched, e.g. to leave a page of the previous workspace. */
  onSwitched?: (workspaceId: string) => void;
}

/** A select of the user's workspaces, shown only to people who belong to more than one. */
export function WorkspaceSwitcher({ onSwitched }: WorkspaceSwitcherProps) {
  const id = useId();
  const workspaces = useWorkspaces();
  const switchWorkspace = useSwitchWorkspace();
  const list = workspaces.data ?? [];
  if (list.length < 2) return null;
  const current = list.find((workspace) => workspace.current) ?? list[0];

  return (
    <div className="workspace-switcher">
      <label htmlFor={id} className="workspace-switcher__label">
        Workspace
      </label>
      <select
        id={id}
        className="workspace-switcher__select"
        value={current?.id}
        disabled={switchWorkspace.isPending}
        aria-busy={switchWorkspace.isPending || undefined}
        onChange={(event) => {
          const workspaceId = event.target.value;
          switchWorkspace.mutate(workspaceId, { onSuccess: () => onSwitched?.(workspaceId) });
        }}
      >
        {list.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            {optionLabel(workspace, list)}
          </option>
        ))}
      </select>
      {switchWorkspace.isError && (
        <p className="workspace-switcher__error" role="alert">
          {switchWorkspace.error.message}
        </p>
      )}
    </div>
  );
}
