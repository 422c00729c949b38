import { useLayoutEffect, useRef, useState } from 'react';
import { useSceneAnchor } from '../../hooks/use-scene-anchor';
import type { MapScene } from '../canvas/map-scene';
import { MAP_TEXTS } from '../../utils/texts';
import './canvas-overlays.css';

export interface InlineLabelEditorProps {
  scene: MapScene;
  nodeId: string;
  initial: string;
  /**
   * Called once with the new label (Enter or leaving the field), or null when cancelled (Escape). Enter on
   * a blank label is refused where the user typed; leaving the field blank cancels.
   */
  onDone(label: string | null): void;
}

/** Edits a node's label in place, over the node (F2, double-click, or a node just added). */
export function InlineLabelEditor({ scene, nodeId, initial, onDone }: InlineLabelEditorProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const finished = useRef(false);
  const [value, setValue] = useState(initial);
  const [blank, setBlank] = useState(false);
  // The field stays shown, and so focused, whatever a collaborator's change does to its node meanwhile.
  useSceneAnchor(scene, nodeId, wrapper, { alwaysShown: true });

  useLayoutEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const finish = (label: string | null) => {
    if (finished.current) return;
    finished.current = true;
    onDone(label);
  };

  return (
    <div ref={wrapper} className="inline-label-editor">
      <input
        ref={input}
        className="inline-label-editor__input"
        aria-label="Node label"
        value={value}
        maxLength={500}
        placeholder="Untitled"
        aria-invalid={blank || undefined}
        aria-describedby={blank ? `${nodeId}-blank` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setBlank(false);
        }}
        onBlur={() => finish(value.trim() ? value : null)}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter') {
            event.preventDefault();
            if (value.trim()) finish(value);
            else setBlank(true);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            finish(null);
          }
        }}
      />
      {blank && (
        <p id={`${nodeId}-blank`} className="inline-label-editor__error" role="alert">
          {initial.trim() ? MAP_TEXTS.nodeNameNeeded(initial.trim()) : MAP_TEXTS.newNodeNameNeeded}
        </p>
      )}
    </div>
  );
}
