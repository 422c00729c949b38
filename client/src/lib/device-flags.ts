/**
 * Flags this device remembers (a note dismissed, a first visit made), in localStorage. Without storage a
 * flag reads as `withoutStorage` and setting it does nothing.
 */
export function deviceFlag(key: string, withoutStorage: boolean): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return withoutStorage;
  }
}

export function setDeviceFlag(key: string): void {
  try {
    localStorage.setItem(key, new Date().toISOString());
  } catch {
    // Remembered for this visit only.
  }
}
