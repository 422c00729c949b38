export interface Throttle<T> {
  /** Sends now if the interval has passed, otherwise keeps the latest value for the end of the interval. */
  push(value: T): void;
  /** Drops a kept value. */
  cancel(): void;
}

/** At most one `send` per interval, always ending with the latest value pushed. */
export function createThrottle<T>(send: (value: T) => void, intervalMs: number): Throttle<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { value: T } | null = null;

  const open = () => {
    timer = setTimeout(() => {
      timer = null;
      if (!pending) return;
      const { value } = pending;
      pending = null;
      send(value);
      open();
    }, intervalMs);
  };

  return {
    push(value) {
      if (timer) {
        pending = { value };
        return;
      }
      send(value);
      open();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
