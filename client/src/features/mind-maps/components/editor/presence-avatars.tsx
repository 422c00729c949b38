import type { Peer } from '@client/lib/collab/use-presence';
import { initialsOf } from '@client/components/ui/avatar';

const SHOWN = 4;

/** The other people in the map, one avatar each in their presence colour. */
export function PresenceAvatars({ peers }: { peers: readonly Peer[] }) {
  const people = [...new Map(peers.map((peer) => [peer.user.id, peer.user])).values()];
  if (people.length === 0) return null;
  const extra = people.length - SHOWN;
  return (
    <ul
      className="presence-avatars"
      aria-label={`${people.length} other ${people.length === 1 ? 'editor' : 'editors'} here`}
    >
      {people.slice(0, SHOWN).map((user) => (
        <li key={user.id} className="presence-avatars__item" title={user.name}>
          <span
            className="presence-avatars__face"
            style={{ backgroundColor: user.colour }}
            aria-hidden="true"
          >
            {initialsOf(user.name)}
          </span>
          <span className="visually-hidden">{user.name}</span>
        </li>
      ))}
      {extra > 0 && (
        <li className="presence-avatars__item presence-avatars__more" title={`${extra} more`}>
          +{extra}
        </li>
      )}
    </ul>
  );
}
