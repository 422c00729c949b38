import clsx from 'clsx';
import type { PaletteGroup, PaletteOption } from '@client/lib/search/palette-options';
import { MarkedText } from './marked-text';

/** The element id of the option at `index`, which the field's aria-activedescendant names. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

export interface PaletteListProps {
  id: string;
  groups: readonly PaletteGroup[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (option: PaletteOption) => void;
}

/** The palette's listbox: a group per kind, each option with its icon, label, where it lives and snippet. */
export function PaletteList({ id, groups, active, onHover, onChoose }: PaletteListProps) {
  // Where each group's options start in the one list the arrows move through.
  const starts = groups.map((_, at) =>
    groups.slice(0, at).reduce((sum, group) => sum + group.options.length, 0),
  );
  if (groups.length === 0) return null;
  return (
    <div id={id} role="listbox" aria-label="Results" className="palette__list">
      {groups.map((group, groupIndex) => (
        <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className="palette__group">
          <div id={`${id}-${group.key}`} className="palette__heading">
            {group.heading}
          </div>
          {group.options.map((option, optionIndex) => {
            const at = (starts[groupIndex] ?? 0) + optionIndex;
            const Icon = option.icon;
            return (
              <div
                key={option.key}
                id={optionId(id, at)}
                role="option"
                aria-selected={at === active}
                className={clsx('palette__option', at === active && 'palette__option--active')}
                // The field keeps the focus, so typing goes on while the pointer picks.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => at !== active && onHover(at)}
                onClick={() => onChoose(option)}
              >
                <Icon className="palette__icon" aria-hidden="true" />
                <span className="palette__text">
                  <span className="palette__label">
                    <MarkedText text={option.label || 'Untitled'} marks={option.labelMarks} />
                  </span>
                  {option.snippet && (
                    <span className="palette__snippet">
                      <MarkedText text={option.snippet.text} marks={option.snippet.marks} />
                    </span>
                  )}
                </span>
                {option.detail && <span className="palette__detail">{option.detail}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
