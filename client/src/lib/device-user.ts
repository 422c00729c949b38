/** Who last signed in on this device: whose kept answers, queue and document copies the app opens with. */
const KEY = 'mindlane:device-user';

export function deviceUser(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

export function setDeviceUser(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(KEY, userId);
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the app simply does not open offline.
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the device's user is set; returns how to stop. */
export function subscribeDeviceUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
