import { useEffect, useState } from 'react';

const welcomedKey = (userId: string) => `mindlane:welcomed:${userId}`;

function welcomedBefore(userId: string): boolean {
  try {
    return localStorage.getItem(welcomedKey(userId)) !== null;
  } catch {
    return true;
  }
}

/**
 * Whether this is the user's first dashboard on this device: true for the whole of that visit, false
 * from the next one on. Without storage every visit counts as a return.
 */
export function useFirstVisit(userId: string): boolean {
  const [first] = useState(() => !welcomedBefore(userId));
  useEffect(() => {
    try {
      localStorage.setItem(welcomedKey(userId), new Date().toISOString());
    } catch {
      // Nothing to remember without storage.
    }
  }, [userId]);
  return first;
}
