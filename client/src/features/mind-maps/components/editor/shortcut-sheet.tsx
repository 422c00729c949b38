import { Dialog } from '@client/components/ui/dialog';
import './editor-dialogs.css';

/** Every key of the map editor (use-map-keyboard.ts), as the sheet lists them. */
export const MAP_SHORTCUTS: ReadonlyArray<{
  group: string;
  keys: ReadonlyArray<[keys: string, action: string]>;
}> = [
  {
    group: 'Select',
    keys: [
      ['Arrow keys', 'On the canvas, move to the nearest node that way (the root first)'],
      ['Esc', 'Deselect'],
      [
        'Alt + F10',
        'Go to the selected node’s toolbar (Edit node, Expand with AI…); ← and → move along it, Esc comes back',
      ],
      ['Ctrl + F', 'Find nodes; Enter and Shift + Enter step through them'],
      ['Ctrl + K', 'Search the workspace, or run a command'],
    ],
  },
  {
    group: 'Edit',
    keys: [
      ['Tab', 'Add a child'],
      ['Enter', 'Add a sibling'],
      ['F2 or double-click', 'Rename in place'],
      ['Delete or Backspace', 'Delete the node with its branch'],
      ['Ctrl + Z', 'Undo'],
      ['Ctrl + Shift + Z or Ctrl + Y', 'Redo'],
    ],
  },
  {
    group: 'Branches',
    keys: [
      ['Space', 'Fold or unfold the branch'],
      ['Shift + C', 'Collapse all'],
      ['Shift + E', 'Expand all'],
      ['Ctrl + arrow key', 'Move the branch under the nearest node that way'],
      ['M', 'Move the branch to… (pick its new parent)'],
      ['Drag onto a node', 'Move the branch under that node'],
    ],
  },
  {
    // The outline's arrows follow the tree (WAI-ARIA tree pattern) while the canvas's are spatial, on purpose.
    group: 'Outline',
    keys: [
      ['↑ and ↓', 'Previous and next item in the outline (the canvas’s arrows go by place instead)'],
      ['→', 'Unfold the branch; on an open one, go to its first child'],
      ['←', 'Fold the branch; on a folded one or a leaf, go to its parent'],
      ['Home and End', 'First and last item'],
      ['Tab, Enter, F2, Delete, Space', 'As on the canvas, on the focused item'],
      ['Esc, then Tab', 'Leave the outline'],
    ],
  },
  {
    group: 'View',
    keys: [
      ['+ and -', 'Zoom in and out'],
      ['Shift + 1', 'Fit the map to the screen'],
      ['?', 'Show these shortcuts'],
      ['Alt + Shift + H', 'Open or close the version history'],
    ],
  },
];

/** The shortcut sheet: every key the map editor knows, opened by ? and from the toolbar's menu. */
export function ShortcutSheet({ onClose }: { onClose(): void }) {
  return (
    <Dialog
      onClose={onClose}
      title="Keyboard shortcuts"
      description="On a Mac, use Cmd where Ctrl is written."
      className="shortcut-sheet"
    >
      {MAP_SHORTCUTS.map(({ group, keys }) => (
        <section key={group} className="shortcut-sheet__group" aria-label={group}>
          <h3 className="shortcut-sheet__heading">{group}</h3>
          <dl className="shortcut-sheet__list">
            {keys.map(([key, action]) => (
              <div key={key} className="shortcut-sheet__row">
                <dt>
                  <kbd>{key}</kbd>
                </dt>
                <dd>{action}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Dialog>
  );
}
