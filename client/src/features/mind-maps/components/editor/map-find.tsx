import { useEffect, useMemo, useRef, useState } from 'react';
import { FindBar } from '@client/components/search/find-bar';
import { type MapSceneHandle, useSceneModel } from '../../hooks/use-map-scene';
import { findNodes } from '../../utils/find-nodes';
import { centreOn } from '../canvas/viewport';
import type { useEditorCommands } from './use-editor-commands';

type Commands = Pick<ReturnType<typeof useEditorCommands>, 'unfoldTo' | 'setSelected'>;

export interface MapFindProps {
  handle: MapSceneHandle;
  commands: Commands;
  readOnly: boolean;
}

const isFindKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'f';

/**
 * Ctrl+F (Cmd+F) in the map editor: a find bar over the canvas. The key is taken at the page (the canvas's own
 * handler only hears keys aimed at it), except inside a dialog. Each match is centred and selected; one inside
 * a folded branch unfolds it first (one undo step).
 */
export function MapFind({ handle, commands, readOnly }: MapFindProps) {
  const { scene } = handle;
  const model = useSceneModel(scene);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [currentId, setCurrentId] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  const matches = useMemo(() => findNodes(model, query, readOnly), [model, query, readOnly]);
  const current = currentId === null ? -1 : matches.indexOf(currentId);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFindKey(event)) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      if (target !== input.current) opener.current = document.activeElement;
      setOpen(true);
      input.current?.select();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  useEffect(() => {
    if (open) input.current?.select();
  }, [open]);

  function show(id: string) {
    if (!readOnly) commands.unfoldTo(id);
    const position = scene.positionOf(id);
    if (position) scene.animateTo(centreOn(position.x, position.y, scene.size, scene.view.scale));
    commands.setSelected(id);
    setCurrentId(id);
  }

  function find(next: string) {
    setQuery(next);
    const first = findNodes(scene.model, next, readOnly)[0];
    if (first) show(first);
    else setCurrentId(null);
  }

  function close() {
    setOpen(false);
    const back = opener.current instanceof HTMLElement && opener.current.isConnected ? opener.current : null;
    const canvas = input.current?.closest('.map-editor')?.querySelector<HTMLElement>('.map-canvas');
    (back && back !== document.body ? back : canvas)?.focus({ preventScroll: true });
  }

  if (!open) return null;
  return (
    <FindBar
      label="Find in map"
      inputRef={input}
      query={query}
      onQueryChange={find}
      count={matches.length}
      current={current}
      onStep={(step) => {
        const from = current < 0 ? (step === 1 ? -1 : 0) : current;
        const next = matches[(from + step + matches.length) % matches.length];
        if (next) show(next);
      }}
      onClose={close}
    />
  );
}
