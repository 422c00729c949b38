import { initialsOf } from '@client/components/ui/avatar';
import type { PeerUser } from '../use-presence';
import './presence-faces.css';

const SHOWN = 5;

/** The other people on a document (board, list), one face each in their presence colour. */
export function PresenceFaces({ people, place }: { people: readonly PeerUser[]; place: string }) {
  if (people.length === 0) return null;
  const extra = people.length - SHOWN;
  return (
    <ul
      className="presence-faces"
      aria-label={`Also on this ${place}: ${people.map((user) => user.name).join(', ')}`}
    >
      {people.slice(0, SHOWN).map((user) => (
        <li
          key={user.id}
          className="presence-faces__face"
          style={{ backgroundColor: user.colour }}
          title={user.name}
        >
          <span aria-hidden="true">{initialsOf(user.name)}</span>
        </li>
      ))}
      {extra > 0 && <li className="presence-faces__face presence-faces__more">+{extra}</li>}
    </ul>
  );
}
