import { useEffect, useState } from 'react';

/**
 * How long after the page's load event the service worker is registered on a page it does not control yet.
 * Its install fetches the whole app shell (about 1.5 MB); started with the page, it competed with the first
 * screen's own code and document.
 */
export const WORKER_REGISTER_DELAY_MS = 2_000;

/**
 * Resolves once the page has loaded, the delay has passed and the main thread has a quiet moment; at once
 * when a worker already controls the page, since then there is no install to run and only its update check.
 */
export function afterFirstScreen(delayMs = WORKER_REGISTER_DELAY_MS): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const wait = () =>
      window.setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') {
          window.requestIdleCallback(() => resolve(), { timeout: delayMs });
        } else resolve();
      }, delayMs);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
}

/** False until afterFirstScreen() resolved. */
export function useAfterFirstScreen(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let active = true;
    void afterFirstScreen().then(() => {
      if (active) setSettled(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return settled;
}
