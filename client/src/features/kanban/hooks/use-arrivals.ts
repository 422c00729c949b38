import { useEffect, useRef, useState } from 'react';

const SHOWN_MS = 900;

/**
 * The cards that just came into a lane by someone else's move (not this user's drop, and not on first
 * draw), for a short arrival animation.
 */
export function useArrivals(ids: readonly string[], isOwnDrop: (id: string) => boolean): ReadonlySet<string> {
  const previous = useRef<Set<string> | null>(null);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const before = previous.current;
    const now = new Set(ids);
    previous.current = now;
    if (!before) return;
    const fresh = ids.filter((id) => !before.has(id) && !isOwnDrop(id));
    if (fresh.length === 0 || fresh.length > 50) return;
    setArrived(new Set(fresh));
    const timer = setTimeout(() => setArrived(new Set()), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [ids, isOwnDrop]);

  return arrived;
}
