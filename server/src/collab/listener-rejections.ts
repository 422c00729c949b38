import type { EventEmitter } from 'node:events';

/**
 * Sends what the listeners already on `emitter` for `event` reject with to `onError`. An emitter ignores
 * what its listeners return, so an async listener's failure would otherwise end up as an unhandled
 * rejection, which takes the process down.
 */
export function catchListenerRejections(
  emitter: EventEmitter,
  event: string,
  onError: (error: unknown) => void,
): void {
  for (const listener of emitter.listeners(event) as Array<(...args: unknown[]) => unknown>) {
    emitter.off(event, listener);
    emitter.on(event, (...args: unknown[]) => {
      Promise.resolve()
        .then(() => listener(...args))
        .catch(onError);
    });
  }
}
