import * as RadixDialog from '@radix-ui/react-dialog';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { IconButton } from '@client/components/ui/icon-button';
import { Spinner } from '@client/components/ui/spinner';
import {
  commandGroups,
  resultGroups,
  type PaletteCommand,
  type PaletteOption,
} from '@client/lib/search/palette-options';
import { closePalette, openPalette, togglePalette, usePaletteOpen } from '@client/lib/search/palette-store';
import { isPaletteShortcut, keyStaysInField, PALETTE_INPUT_ID } from '@client/lib/search/shortcut';
import { useDocumentTitles, useSearch } from '@client/lib/search/use-search';
import { PaletteList, optionId } from './palette-list';
import { PaletteStatus } from './palette-status';
import './command-palette.css';

export interface CommandPaletteProps {
  /** Create, go to a page, switch workspace: what the palette runs besides opening results. */
  commands: readonly PaletteCommand[];
}

/** Ctrl+K / Cmd+K anywhere opens the palette (and closes it), except in another dialog's text field. */
function usePaletteShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isPaletteShortcut(event) || event.isComposing) return;
      if (keyStaysInField(event.target instanceof Element ? event.target : null)) return;
      event.preventDefault();
      // Ahead of the canvas's and the dialogs' own keys: the listener is on the window's capture phase.
      event.stopPropagation();
      if (!event.repeat) togglePalette();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}

/**
 * The command palette of the signed-in app: search across the workspace's maps, lists, boards, nodes, to-dos
 * and cards, grouped by kind with the matched words marked, and the commands; arrows move, Enter opens.
 */
export function CommandPalette({ commands }: CommandPaletteProps) {
  const open = usePaletteOpen();
  const navigated = useRef(false);
  usePaletteShortcut();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? openPalette() : closePalette())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay palette__overlay" />
        <RadixDialog.Content
          className="palette"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            navigated.current = false;
          }}
          onCloseAutoFocus={(event) => {
            // After opening a result the page's content takes the focus, not the button left behind.
            if (!navigated.current) return;
            event.preventDefault();
            document.getElementById('main')?.focus({ preventScroll: true });
          }}
        >
          <RadixDialog.Title className="visually-hidden">Search and commands</RadixDialog.Title>
          <PaletteBody
            commands={commands}
            onNavigated={() => {
              navigated.current = true;
            }}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface PaletteBodyProps extends CommandPaletteProps {
  onNavigated: () => void;
}

function PaletteBody({ commands, onNavigated }: PaletteBodyProps) {
  const navigate = useNavigate();
  const listId = useId();
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const found = useSearch(q);
  const titleOf = useDocumentTitles();
  const groups = useMemo(
    () => [...resultGroups(found.results, q, titleOf), ...commandGroups(commands, q)],
    [found.results, q, titleOf, commands],
  );
  const options = groups.flatMap((group) => group.options);
  const shown = Math.min(active, options.length - 1);

  useEffect(() => {
    if (shown >= 0) document.getElementById(optionId(listId, shown))?.scrollIntoView({ block: 'nearest' });
  }, [listId, shown]);

  function choose(option: PaletteOption) {
    closePalette();
    if ('open' in option.run) {
      onNavigated();
      navigate(option.run.open);
    } else option.run.command();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.nativeEvent.isComposing) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && count > 0) {
      event.preventDefault();
      setActive((Math.max(shown, 0) + (moves[event.key] ?? 0) + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[shown];
      if (option) choose(option);
    }
  }

  return (
    <>
      <div className="palette__field">
        <Search className="palette__search-icon" aria-hidden="true" />
        <label htmlFor={PALETTE_INPUT_ID} className="visually-hidden">
          Search or run a command
        </label>
        <input
          id={PALETTE_INPUT_ID}
          className="palette__input"
          type="text"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown >= 0 ? optionId(listId, shown) : undefined}
          placeholder="Search, or type a command"
          autoComplete="off"
          spellCheck={false}
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        {found.loading && <Spinner size="sm" decorative className="palette__spinner" />}
        <RadixDialog.Close asChild>
          <IconButton className="palette__close" label="Close" icon={<X />} size="sm" />
        </RadixDialog.Close>
      </div>
      <PaletteStatus q={q} found={found} />
      <PaletteList id={listId} groups={groups} active={shown} onHover={setActive} onChoose={choose} />
      <p className="palette__hints" aria-hidden="true">
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> move
        </span>
        <span>
          <kbd>Enter</kbd> open
        </span>
        <span>
          <kbd>Esc</kbd> close
        </span>
      </p>
    </>
  );
}
