import { fromBase64, toBase64 } from 'lib0/buffer';
import * as Y from 'yjs';

/**
 * A device copy stores each update in an IndexedDB transaction of its own, and a page that goes away (a
 * reload, a closed tab) while one is still being written loses it: the browser aborts what has not
 * committed. Offline, that update is the only record of an edit. So every edit also waits here, in
 * localStorage, which takes it synchronously, until its IndexedDB write has finished; the next page to open
 * the copy applies whatever a page before it left here.
 *
 * Each opening of a copy keeps its own key, `<KEY_PREFIX><copy name>#<opening>`, so two tabs with the same
 * document open never overwrite each other's updates.
 */
const KEY_PREFIX = 'mindlane:unstored:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused outright (some private windows, blocked site data).
    return null;
  }
}

/** The keys under which pages kept updates of copies whose names start with `copyPrefix`. */
function keysOf(store: Storage, copyPrefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(KEY_PREFIX + copyPrefix)) keys.push(key);
  }
  return keys;
}

function decode(value: string | null): Uint8Array[] {
  try {
    const updates = JSON.parse(value ?? '[]') as unknown;
    return Array.isArray(updates)
      ? updates.filter((update): update is string => typeof update === 'string').map(fromBase64)
      : [];
  } catch {
    return [];
  }
}

/** The edits of one device copy that are not yet known to be in IndexedDB. */
export class UnstoredUpdates {
  private readonly key: string;
  private readonly held = new Map<number, string>();
  private next = 0;

  constructor(private readonly copyName: string) {
    this.key = `${KEY_PREFIX}${copyName}#${Math.random().toString(36).slice(2, 10)}`;
  }

  /**
   * Applies to `doc`, as one transaction from `origin`, what earlier openings of this copy (pages gone,
   * other tabs) left. Returns how to drop their keys: call it once the copy holds what was applied.
   */
  applyLeftOver(doc: Y.Doc, origin: unknown = null): () => void {
    const store = storage();
    if (!store) return () => undefined;
    const keys = keysOf(store, `${this.copyName}#`).filter((key) => key !== this.key);
    const updates = keys.flatMap((key) => decode(store.getItem(key)));
    if (updates.length > 0) Y.applyUpdate(doc, Y.mergeUpdates(updates), origin);
    return () => keys.forEach((key) => store.removeItem(key));
  }

  /** Keeps `update` until release() is called with the returned ticket. */
  hold(update: Uint8Array): number {
    const ticket = (this.next += 1);
    this.held.set(ticket, toBase64(update));
    // An update too big for what is left of the storage is only in IndexedDB, as it was before.
    if (!this.save()) this.release(ticket);
    return ticket;
  }

  release(ticket: number): void {
    if (this.held.delete(ticket)) this.save();
  }

  private save(): boolean {
    const store = storage();
    if (!store) return true;
    try {
      if (this.held.size === 0) store.removeItem(this.key);
      else store.setItem(this.key, JSON.stringify([...this.held.values()]));
      return true;
    } catch {
      return false;
    }
  }
}

/** Drops what pages kept of the copies whose names start with `copyPrefix` (the copies are being deleted). */
export function forgetUnstored(copyPrefix: string): void {
  const store = storage();
  if (store) keysOf(store, copyPrefix).forEach((key) => store.removeItem(key));
}
