import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowStore } from '@client/features/kanban/hooks/use-lane-window';

/** A lane list whose layout reads are counted: each one could make the browser lay the page out. */
function fakeList(scrollTop: number, clientHeight: number) {
  const listeners = new Map<string, () => void>();
  const list = {
    reads: 0,
    top: scrollTop,
    height: clientHeight,
    get scrollTop() {
      list.reads += 1;
      return list.top;
    },
    get clientHeight() {
      list.reads += 1;
      return list.height;
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    fire: (type: string) => listeners.get(type)?.(),
  };
  return list;
}

let resized: Array<() => void> = [];

beforeEach(() => {
  resized = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('windowStore', () => {
  it('reads no layout while rendering: a tall screen until the observer first reports the list', () => {
    const list = fakeList(0, 900);
    const store = windowStore(list as unknown as HTMLElement, 124);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    for (let render = 0; render < 50; render += 1) expect(store.snapshot()).toBe('0:15');
    expect(list.reads).toBe(0);

    for (const callback of resized) callback();
    expect(onChange).toHaveBeenCalledTimes(1);
    const reads = list.reads;
    for (let render = 0; render < 50; render += 1) expect(store.snapshot()).toBe('0:11');
    expect(list.reads).toBe(reads);
    unsubscribe();
  });

  it('measures again when the list scrolls or resizes, and tells the subscriber', () => {
    const list = fakeList(0, 900);
    const store = windowStore(list as unknown as HTMLElement, 124);
    const onChange = vi.fn();
    store.subscribe(onChange);
    for (const callback of resized) callback();
    expect(store.snapshot()).toBe('0:11');

    list.top = 2_480;
    list.fire('scroll');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(store.snapshot()).toBe('16:31');

    list.height = 300;
    for (const callback of resized) callback();
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(store.snapshot()).toBe('16:26');
  });

  it('answers a tall screen before the list is there', () => {
    expect(windowStore(null, 124).snapshot()).toBe('0:15');
  });
});
