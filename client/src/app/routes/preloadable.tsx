import { lazy, type ComponentType } from 'react';

export interface Preloadable<Props> {
  Component: ComponentType<Props>;
  /** Starts loading the component's code, once; a failed load is tried again on the next call. */
  preload(): Promise<void>;
}

/**
 * A component whose code loads on demand: through React.lazy until it has loaded, then rendered directly.
 * React.lazy alone suspends the first time a component renders even when its code has loaded meanwhile,
 * and React then holds the content back until the fallback has shown for a while (about 300 ms).
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  let Loaded: ComponentType<Props> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await start() }));
  function Component(props: Props) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return {
    Component,
    preload: () => start().then(() => undefined),
  };
}
