import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANES_SCROLLER, windowStore } from '@client/features/kanban/hooks/use-lane-window';

/**
 * The page as the lanes see it: the board showing 0-1200 px, and whether the page's layout is stale (a lane
 * re-rendered since it was laid out), so that the next layout read makes the browser lay it out again.
 */
class FakePage {
  stale = false;
  forcedLayouts = 0;
  readonly board = new FakeElement(this, 0, 1_200);

  read() {
    if (this.stale) this.forcedLayouts += 1;
    this.stale = false;
  }
}

/** An element with its place on screen and scroll listeners; each layout read is counted. */
class FakeElement {
  reads = 0;
  private readonly listeners = new Map<string, (event: { currentTarget: unknown }) => void>();

  constructor(
    readonly page: FakePage,
    public left: number,
    public width: number,
  ) {}

  getBoundingClientRect() {
    this.reads += 1;
    this.page.read();
    return { left: this.left, right: this.left + this.width };
  }

  addEventListener(type: string, listener: (event: { currentTarget: unknown }) => void) {
    this.listeners.set(type, listener);
  }

  removeEventListener(type: string) {
    this.listeners.delete(type);
  }

  fire(type: string) {
    this.listeners.get(type)?.({ currentTarget: this });
  }
}

/** A lane list 288 px wide at `left`, scrolled to `top`, `height` tall. */
class FakeList extends FakeElement {
  readonly parentElement = {
    closest: (selector: string) => (selector === LANES_SCROLLER ? this.page.board : null),
  };

  constructor(
    page: FakePage,
    public top: number,
    public height: number,
    left: number,
  ) {
    super(page, left, 288);
  }

  get scrollTop(): number {
    this.reads += 1;
    this.page.read();
    return this.top;
  }

  get clientHeight(): number {
    this.reads += 1;
    this.page.read();
    return this.height;
  }
}

let page: FakePage;
let resized: Array<() => void> = [];
const unsubscribes: Array<() => void> = [];

const fakeList = (scrollTop: number, clientHeight: number, left = 0) =>
  new FakeList(page, scrollTop, clientHeight, left);

/** Subscribes to the window of `list`; a change re-renders the lane, which leaves the layout stale. */
function watch(list: FakeList) {
  const store = windowStore(list as unknown as HTMLElement, 124);
  const onChange = vi.fn(() => {
    page.stale = true;
  });
  unsubscribes.push(store.subscribe(onChange));
  return { store, onChange };
}

const observerReports = () => resized.forEach((callback) => callback());

beforeEach(() => {
  page = new FakePage();
  resized = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
  vi.unstubAllGlobals();
});

describe('windowStore', () => {
  it('reads no layout while rendering, and draws nothing until the observer first reports the list', () => {
    const list = fakeList(0, 900);
    const { store, onChange } = watch(list);
    for (let render = 0; render < 50; render += 1) expect(store.snapshot()).toBe('0:0');
    expect(list.reads + page.board.reads).toBe(0);

    observerReports();
    expect(onChange).toHaveBeenCalledTimes(1);
    const reads = list.reads + page.board.reads;
    for (let render = 0; render < 50; render += 1) expect(store.snapshot()).toBe('0:11');
    expect(list.reads + page.board.reads).toBe(reads);
  });

  it('measures again when the list scrolls or resizes, and tells the subscriber', () => {
    const list = fakeList(0, 900);
    const { store, onChange } = watch(list);
    observerReports();
    expect(store.snapshot()).toBe('0:11');

    list.top = 2_480;
    list.fire('scroll');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(store.snapshot()).toBe('16:31');

    list.height = 300;
    observerReports();
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(store.snapshot()).toBe('16:26');
  });

  it('measures every lane before telling any, so that no lane re-rendered makes the next lay the page out', () => {
    const lanes = [0, 300, 600, 900].map((left) => watch(fakeList(0, 900, left)));
    observerReports();
    for (const lane of lanes) expect(lane.store.snapshot()).toBe('0:11');
    expect(page.forcedLayouts).toBe(0);
  });

  it("draws no card of a lane out of the board's view sideways, until the board scrolls it into view", () => {
    const list = fakeList(0, 900, 1_700);
    const { store, onChange } = watch(list);
    observerReports();
    expect(store.snapshot()).toBe('0:0');
    expect(onChange).not.toHaveBeenCalled();

    list.left = 1_300;
    page.board.fire('scroll');
    expect(store.snapshot()).toBe('0:11');
    expect(onChange).toHaveBeenCalledTimes(1);

    list.left = 1_300 + 2_000;
    page.board.fire('scroll');
    expect(store.snapshot()).toBe('0:0');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('draws a lane just beyond the edge of the view, so that scrolling sideways finds its cards drawn', () => {
    const { store } = watch(fakeList(0, 900, 1_350));
    observerReports();
    expect(store.snapshot()).toBe('0:11');
  });

  it('draws nothing before the list is there', () => {
    expect(windowStore(null, 124).snapshot()).toBe('0:0');
  });
});
