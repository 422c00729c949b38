import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from '@client/app/routes/preloadable';

const render = (element: React.ReactNode) =>
  renderToString(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);

describe('preloadable', () => {
  it('renders a component whose code has loaded at once, without suspending for it', async () => {
    const panel = preloadable<{ id: string }>(async () => ({ id }) => <p>Panel {id}</p>);
    await panel.preload();
    expect(render(<panel.Component id="a" />)).toContain('Panel <!-- -->a');
  });

  it('loads the code once, and again after a failed load', async () => {
    let loads = 0;
    const panel = preloadable<{ id: string }>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return ({ id }) => <p>Panel {id}</p>;
    });
    await expect(panel.preload()).rejects.toThrow('offline');
    await panel.preload();
    await panel.preload();
    expect(loads).toBe(2);
    expect(render(<panel.Component id="b" />)).toContain('Panel <!-- -->b');
  });

  it('shows the fallback while the code loads', () => {
    const panel = preloadable<{ id: string }>(() => new Promise(() => undefined));
    expect(render(<panel.Component id="c" />)).toContain('Loading');
  });
});
