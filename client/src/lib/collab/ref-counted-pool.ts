interface Slot<V> {
  value: V;
  users: number;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * Values shared by key among their users: the first acquire creates, the last release disposes after a
 * grace delay, and an acquire within that delay takes the value back. The delay absorbs a screen that
 * unmounts and remounts (a route change, React's strict-mode double effects) without reconnecting.
 */
export class RefCountedPool<V> {
  private readonly slots = new Map<string, Slot<V>>();

  constructor(
    private readonly create: (key: string) => V,
    private readonly dispose: (value: V, key: string) => void,
    private readonly graceMs: number,
  ) {}

  acquire(key: string): V {
    const slot = this.slots.get(key);
    if (slot) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      slot.users += 1;
      return slot.value;
    }
    const value = this.create(key);
    this.slots.set(key, { value, users: 1, timer: null });
    return value;
  }

  /**
   * Gives up one use of `key`. A key without users is ignored, so a double release is harmless; with
   * `value`, so is a late release of a value that was already disposed (after clear()) and replaced.
   */
  release(key: string, value?: V): void {
    const slot = this.slots.get(key);
    if (!slot || slot.users === 0 || (value !== undefined && slot.value !== value)) return;
    slot.users -= 1;
    if (slot.users > 0) return;
    if (this.graceMs <= 0) {
      this.remove(key, slot);
      return;
    }
    slot.timer = setTimeout(() => this.remove(key, slot), this.graceMs);
  }

  /** The value for `key` if one exists (in use or within its grace delay), without taking a use. */
  peek(key: string): V | undefined {
    return this.slots.get(key)?.value;
  }

  users(key: string): number {
    return this.slots.get(key)?.users ?? 0;
  }

  values(): V[] {
    return [...this.slots.values()].map((slot) => slot.value);
  }

  get size(): number {
    return this.slots.size;
  }

  /** Disposes every value at once, in use or not. */
  clear(): void {
    for (const [key, slot] of [...this.slots]) this.remove(key, slot);
  }

  private remove(key: string, slot: Slot<V>): void {
    if (slot.timer) clearTimeout(slot.timer);
    if (this.slots.get(key) !== slot) return;
    this.slots.delete(key);
    this.dispose(slot.value, key);
  }
}
