import { Network, Sparkles } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { getMindmapLayout, observeMindmap } from '@shared/schema/mindmap';
import { type MindmapLayout, mindmapLayoutSchema } from '@shared/schema/mindmap-model';
import { applyMindmapLayout, tidyUpMindmap } from '@shared/layout/tidy-map';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { IconButton } from '@client/components/ui/icon-button';

export const LAYOUT_NAMES: Record<MindmapLayout, string> = {
  balanced: 'Mind map (both sides)',
  logical: 'Logical (to the right)',
  org: 'Org chart (downwards)',
  free: 'Free (nodes stay where put)',
};
export const TIDY_UP = 'Tidy up';
/** The tidy layouts first, free (the contract's placement) last. */
const MENU_ORDER: readonly MindmapLayout[] = ['balanced', 'logical', 'org', 'free'];

export interface LayoutMenuProps {
  doc: Y.Doc;
  /** Runs a document write, showing the error panel when it throws. */
  run(command: () => void): void;
  /** After the map was re-laid: the editor fits it to the screen. */
  onLaidOut(): void;
}

/** The toolbar's layout picker: the map's layout (live for everyone on it) and Tidy up, each one undo step. */
export function LayoutMenu({ doc, run, onLaidOut }: LayoutMenuProps) {
  const subscribe = useCallback((listener: () => void) => observeMindmap(doc, listener), [doc]);
  const layout = useSyncExternalStore(subscribe, () => getMindmapLayout(doc));
  const choose = (value: string) => {
    const parsed = mindmapLayoutSchema.safeParse(value);
    if (!parsed.success || parsed.data === layout) return;
    run(() => applyMindmapLayout(doc, parsed.data));
    onLaidOut();
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <IconButton size="sm" label={`Layout: ${LAYOUT_NAMES[layout]}`} icon={<Network />} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Layout</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={layout} onValueChange={choose}>
          {MENU_ORDER.map((name) => (
            <DropdownMenuRadioItem key={name} value={name}>
              {LAYOUT_NAMES[name]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          icon={<Sparkles />}
          onSelect={() => {
            run(() => tidyUpMindmap(doc));
            onLaidOut();
          }}
        >
          {TIDY_UP}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
