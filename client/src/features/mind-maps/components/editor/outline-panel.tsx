import { X } from 'lucide-react';
import { useMemo } from 'react';
import { IconButton } from '@client/components/ui/icon-button';
import type { SceneModel } from '../canvas/scene-model';
import './outline-panel.css';

/** Items listed at most: the outline is a way in for keyboards and screen readers, not a second canvas. */
const MAX_ITEMS = 400;

interface OutlineItem {
  id: string;
  label: string;
  depth: number;
}

function outlineOf(model: SceneModel): { items: OutlineItem[]; more: number } {
  const items: OutlineItem[] = [];
  if (model.rootIndex < 0) return { items, more: 0 };
  const stack: Array<{ index: number; depth: number }> = [{ index: model.rootIndex, depth: 0 }];
  let visible = 0;
  while (stack.length > 0) {
    const { index, depth } = stack.pop() ?? { index: 0, depth: 0 };
    if (model.hidden[index]) continue;
    visible += 1;
    if (items.length < MAX_ITEMS) {
      items.push({
        id: model.ids[index] ?? '',
        label: model.nodes[index]?.label.trim() || 'Untitled',
        depth,
      });
    }
    const children = model.children[index] ?? [];
    for (let position = children.length - 1; position >= 0; position -= 1) {
      stack.push({ index: children[position] ?? 0, depth: depth + 1 });
    }
  }
  return { items, more: visible - items.length };
}

export interface OutlinePanelProps {
  model: SceneModel | null;
  selected: string | null;
  onSelect(id: string): void;
  onClose(): void;
}

/** The map as an indented list beside the canvas; choosing an item selects that node and brings it into view. */
export function OutlinePanel({ model, selected, onSelect, onClose }: OutlinePanelProps) {
  const { items, more } = useMemo(() => (model ? outlineOf(model) : { items: [], more: 0 }), [model]);
  return (
    <nav className="outline-panel" aria-label="Outline">
      <div className="outline-panel__header">
        <h2 className="outline-panel__title">Outline</h2>
        <IconButton size="sm" label="Close outline" icon={<X />} onClick={onClose} />
      </div>
      <ul className="outline-panel__list">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="outline-panel__item"
              aria-current={item.id === selected || undefined}
              style={{ paddingLeft: `${8 + Math.min(item.depth, 12) * 14}px` }}
              onClick={() => onSelect(item.id)}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="outline-panel__more">…and {more} more</p>}
    </nav>
  );
}
