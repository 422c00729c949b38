import { useEffect, useState } from 'react';
import { deviceFlag, setDeviceFlag } from '@client/lib/device-flags';

const welcomedKey = (userId: string) => `mindlane:welcomed:${userId}`;

/**
 * Whether this is the user's first dashboard on this device: true for the whole of that visit, false
 * from the next one on. Without storage every visit counts as a return.
 */
export function useFirstVisit(userId: string): boolean {
  const [first] = useState(() => !deviceFlag(welcomedKey(userId), true));
  useEffect(() => setDeviceFlag(welcomedKey(userId)), [userId]);
  return first;
}
