/** A gate: `reached` resolves once a caller waits at it, and the caller goes on once `open` is called. */
export function gate() {
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    reached,
    open,
    async pass() {
      reach();
      await opened;
    },
  };
}

/**
 * Holds the next call of `target[method]` whose first argument is `documentName` at a gate, then lets it
 * run as usual; every other call runs at once. `restore` opens the gate and puts the method back.
 */
export function holdNextCall<T extends object, K extends keyof T>(
  target: T,
  method: K,
  documentName: string,
) {
  return holdNextCallWhere(target, method, (first) => first === documentName);
}

/** As holdNextCall, for the next call whose arguments `matches`. */
export function holdNextCallWhere<T extends object, K extends keyof T>(
  target: T,
  method: K,
  matches: (...args: unknown[]) => boolean,
) {
  const original = target[method] as (...args: unknown[]) => Promise<unknown>;
  const held = gate();
  let armed = true;
  target[method] = (async (...args: unknown[]) => {
    if (armed && matches(...args)) {
      armed = false;
      await held.pass();
    }
    return original(...args);
  }) as T[K];
  return Object.assign(held, {
    restore() {
      held.open();
      target[method] = original as T[K];
    },
  });
}
