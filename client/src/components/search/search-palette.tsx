import { ArrowRightLeft, Plus, type LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CreateItemDialog } from '@client/components/ui/create-item-dialog';
import type { PaletteCommand } from '@client/lib/search/palette-options';
import { useCurrentWorkspace } from '@client/lib/workspace';
import { useCreateItemActions } from '@client/lib/workspace-items/create-item';
import { ITEM_SOURCES, type ItemSource } from '@client/lib/workspace-items/item-sources';
import { CommandPalette } from './command-palette';

/** A page of the app the palette goes to (the sidebar's links). */
export interface PalettePage {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** A workspace the palette can switch to. */
export interface PaletteWorkspace {
  id: string;
  name: string;
  current: boolean;
}

export interface SearchPaletteProps {
  pages: readonly PalettePage[];
  workspaces: readonly PaletteWorkspace[];
  onSwitchWorkspace: (id: string) => void;
}

const CREATE_NAMES: Record<ItemSource['kind'], string> = {
  mindmap: 'New map',
  todolist: 'New list',
  board: 'New board',
};

/**
 * The palette with the app's commands: a new map, list or board (the create dialog of the list pages, for
 * those who may edit), every page of the sidebar, and every other workspace.
 */
export function SearchPalette({ pages, workspaces, onSwitchWorkspace }: SearchPaletteProps) {
  const navigate = useNavigate();
  const { role } = useCurrentWorkspace();
  const [creating, setCreating] = useState<ItemSource | null>(null);
  const canCreate = role !== null && role !== 'viewer';
  const commands = useMemo<PaletteCommand[]>(
    () => [
      ...(canCreate ? ITEM_SOURCES : []).map((source) => ({
        key: `new-${source.kind}`,
        label: CREATE_NAMES[source.kind],
        group: 'Create' as const,
        icon: Plus,
        run: () => setCreating(source),
      })),
      ...pages.map((page) => ({
        key: `page-${page.to}`,
        label: `Go to ${page.label}`,
        group: 'Go to' as const,
        icon: page.icon,
        run: () => navigate(page.to),
      })),
      ...workspaces
        .filter((workspace) => !workspace.current)
        .map((workspace) => ({
          key: `workspace-${workspace.id}`,
          label: `Switch to ${workspace.name}`,
          group: 'Workspaces' as const,
          icon: ArrowRightLeft,
          run: () => onSwitchWorkspace(workspace.id),
        })),
    ],
    [canCreate, pages, workspaces, navigate, onSwitchWorkspace],
  );
  return (
    <>
      <CommandPalette commands={commands} />
      {creating && <PaletteCreate key={creating.kind} source={creating} onClose={() => setCreating(null)} />}
    </>
  );
}

function PaletteCreate({ source, onClose }: { source: ItemSource; onClose: () => void }) {
  const actions = useCreateItemActions(source, { close: onClose });
  return (
    <CreateItemDialog
      open
      onOpenChange={(open) => !open && onClose()}
      heading={`Create a ${source.noun}`}
      {...actions}
    />
  );
}
