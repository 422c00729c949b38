import type { PeerUser } from '@client/lib/collab/use-presence';
import { initialsOf } from '@client/components/ui/avatar';

const SHOWN = 5;

/** The other people on the board, one face each in their presence colour. */
export function BoardPresence({ people }: { people: readonly PeerUser[] }) {
  if (people.length === 0) return null;
  const extra = people.length - SHOWN;
  return (
    <ul
      className="board-presence"
      aria-label={`Also on this board: ${people.map((user) => user.name).join(', ')}`}
    >
      {people.slice(0, SHOWN).map((user) => (
        <li
          key={user.id}
          className="board-presence__face"
          style={{ backgroundColor: user.colour }}
          title={user.name}
        >
          <span aria-hidden="true">{initialsOf(user.name)}</span>
        </li>
      ))}
      {extra > 0 && <li className="board-presence__face board-presence__more">+{extra}</li>}
    </ul>
  );
}
