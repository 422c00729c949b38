import { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANES_SCROLLER, laneVirtualizerOptions } from '@client/features/kanban/hooks/use-lane-virtualizer';

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

/** An element with its place on screen and event listeners; each layout read is counted. */
class FakeElement {
  reads = 0;
  readonly ownerDocument = { defaultView: {} };
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

/** A lane list 288 px wide at `left`, scrolled to `top`, `height` tall; it counts writes of its scroll too. */
class FakeList extends FakeElement {
  scrollWrites = 0;
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

  private read<T>(value: T): T {
    this.reads += 1;
    this.page.read();
    return value;
  }

  get scrollTop(): number {
    return this.read(this.top);
  }

  get clientHeight(): number {
    return this.read(this.height);
  }

  get clientWidth(): number {
    return this.read(this.width);
  }

  scrollTo() {
    this.scrollWrites += 1;
  }
}

let page: FakePage;
let resized: Array<() => void> = [];
let observed: unknown[] = [];
const unmounts: Array<() => void> = [];

const fakeList = (scrollTop: number, clientHeight: number, left = 0) =>
  new FakeList(page, scrollTop, clientHeight, left);

/**
 * A lane's virtualizer on `list` with its board settings, mounted as LaneCards mounts it; a change
 * re-renders the lane, which leaves the layout stale. `drawn()` is the range of slots it draws.
 */
function mount(list: FakeList | null, count = 100, room = 0) {
  const onChange = vi.fn(() => {
    page.stale = true;
  });
  const virtualizer = new Virtualizer({
    ...laneVirtualizerOptions(list as unknown as HTMLElement | null, count, 124, room),
    onChange,
  });
  const unmount = virtualizer._didMount();
  virtualizer._willUpdate();
  unmounts.push(unmount);
  const drawn = () => {
    const items = virtualizer.getVirtualItems();
    return items.length === 0 ? 'none' : `${items[0]?.index}-${items.at(-1)?.index}`;
  };
  return { drawn, onChange, unmount, virtualizer };
}

const observerReports = () => resized.forEach((callback) => callback());

beforeEach(() => {
  page = new FakePage();
  resized = [];
  observed = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe(target: unknown) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  vi.unstubAllGlobals();
});

describe('the lane virtualizer', () => {
  it('reads no layout while rendering or mounting, and draws nothing until the observer first reports the list', () => {
    const list = fakeList(0, 900);
    const { drawn, onChange } = mount(list);
    for (let render = 0; render < 50; render += 1) expect(drawn()).toBe('none');
    expect(list.reads + page.board.reads).toBe(0);
    expect(list.scrollWrites).toBe(0);

    observerReports();
    expect(onChange).toHaveBeenCalledTimes(1);
    const reads = list.reads + page.board.reads;
    for (let render = 0; render < 50; render += 1) expect(drawn()).toBe('0-10');
    expect(list.reads + page.board.reads).toBe(reads);
  });

  it('measures again when the list scrolls or resizes, and tells the lane only when the range changes', () => {
    const list = fakeList(0, 900);
    const { drawn, onChange } = mount(list);
    observerReports();
    expect(drawn()).toBe('0-10');

    list.top = 2_480;
    list.fire('scroll');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(drawn()).toBe('17-30');

    list.top = 2_490;
    list.fire('scroll');
    expect(onChange).toHaveBeenCalledTimes(2);

    list.height = 300;
    observerReports();
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(drawn()).toBe('17-25');
  });

  it('measures every lane before telling any, so that no lane re-rendered makes the next lay the page out', () => {
    const lanes = [0, 300, 600, 900].map((left) => mount(fakeList(0, 900, left)));
    observerReports();
    for (const lane of lanes) expect(lane.drawn()).toBe('0-10');
    expect(page.forcedLayouts).toBe(0);
  });

  it("draws no card of a lane out of the board's view sideways, until the board scrolls it into view", () => {
    const list = fakeList(0, 900, 1_700);
    const { drawn, onChange } = mount(list);
    observerReports();
    expect(drawn()).toBe('none');
    expect(onChange).not.toHaveBeenCalled();

    list.left = 1_300;
    page.board.fire('scroll');
    expect(drawn()).toBe('0-10');
    expect(onChange).toHaveBeenCalledTimes(1);

    list.left = 1_300 + 2_000;
    page.board.fire('scroll');
    expect(drawn()).toBe('none');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('draws a lane just beyond the edge of the view, so that scrolling sideways finds its cards drawn', () => {
    const { drawn } = mount(fakeList(0, 900, 1_350));
    observerReports();
    expect(drawn()).toBe('0-10');
  });

  it('has the board measured again when a lane goes, as the lanes beside it move without resizing', () => {
    mount(fakeList(0, 900, 0));
    const { unmount } = mount(fakeList(0, 900, 300));
    const before = observed.filter((target) => target === page.board).length;
    unmount();
    expect(observed.filter((target) => target === page.board).length).toBe(before + 1);
  });

  it('makes room for a drop gap below the cards without changing which cards are drawn', () => {
    const list = fakeList(0, 900);
    const { drawn, virtualizer } = mount(list, 100, 124);
    observerReports();
    expect(drawn()).toBe('0-10');
    expect(virtualizer.getTotalSize()).toBe(101 * 124);
  });

  it('draws nothing before the list is there', () => {
    expect(mount(null).drawn()).toBe('none');
  });
});
