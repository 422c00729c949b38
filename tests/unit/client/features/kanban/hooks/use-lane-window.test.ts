import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANES_SCROLLER, windowStore } from '@client/features/kanban/hooks/use-lane-window';

/** Event listeners by type, and a way to fire them. */
function listenable() {
  const listeners = new Map<string, () => void>();
  return {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    fire: (type: string) => listeners.get(type)?.(),
  };
}

/**
 * A lane list 288 px wide at `left` in a board showing 0-1200 px, whose layout reads (its own and the
 * board's) are counted: each one could make the browser lay the page out.
 */
class FakeList {
  reads = 0;
  readonly events = listenable();
  readonly addEventListener = this.events.addEventListener;
  readonly removeEventListener = this.events.removeEventListener;
  readonly fire = this.events.fire;
  readonly board = {
    ...listenable(),
    left: 0,
    getBoundingClientRect: () => {
      this.reads += 1;
      return { left: this.board.left, right: this.board.left + 1_200 };
    },
  };
  readonly parentElement = {
    closest: (selector: string) => (selector === LANES_SCROLLER ? this.board : null),
  };

  constructor(
    public top: number,
    public height: number,
    public left: number,
  ) {}

  get scrollTop(): number {
    this.reads += 1;
    return this.top;
  }

  get clientHeight(): number {
    this.reads += 1;
    return this.height;
  }

  getBoundingClientRect() {
    this.reads += 1;
    return { left: this.left, right: this.left + 288 };
  }
}

const fakeList = (scrollTop: number, clientHeight: number, left = 0) =>
  new FakeList(scrollTop, clientHeight, left);

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
  it('reads no layout while rendering, and draws nothing until the observer first reports the list', () => {
    const list = fakeList(0, 900);
    const store = windowStore(list as unknown as HTMLElement, 124);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    for (let render = 0; render < 50; render += 1) expect(store.snapshot()).toBe('0:0');
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

  it("draws no card of a lane out of the board's view sideways, until the board scrolls it into view", () => {
    const list = fakeList(0, 900, 1_700);
    const store = windowStore(list as unknown as HTMLElement, 124);
    const onChange = vi.fn();
    store.subscribe(onChange);
    for (const callback of resized) callback();
    expect(store.snapshot()).toBe('0:0');
    expect(onChange).not.toHaveBeenCalled();

    list.left = 1_300;
    list.board.fire('scroll');
    expect(store.snapshot()).toBe('0:11');
    expect(onChange).toHaveBeenCalledTimes(1);

    list.left = 1_300 + 2_000;
    list.board.fire('scroll');
    expect(store.snapshot()).toBe('0:0');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('draws a lane just beyond the edge of the view, so that scrolling sideways finds its cards drawn', () => {
    const list = fakeList(0, 900, 1_350);
    const store = windowStore(list as unknown as HTMLElement, 124);
    store.subscribe(() => undefined);
    for (const callback of resized) callback();
    expect(store.snapshot()).toBe('0:11');
  });

  it('draws nothing before the list is there', () => {
    expect(windowStore(null, 124).snapshot()).toBe('0:0');
  });
});
