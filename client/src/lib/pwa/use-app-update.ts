import { useEffect, useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an open tab asks the server whether a new build is out. */
const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Registers the service worker that keeps the app shell on the device, and says when a new build is
 * waiting. The new build takes over only when `reload()` is called: an open tab keeps running the
 * build it started with (its script chunks stay in the old worker's cache) until the user chooses.
 */
export function useAppUpdate(): { updateWaiting: boolean; reload: () => void } {
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const {
    needRefresh: [updateWaiting],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registered) {
      registration.current = registered;
    },
  });

  useEffect(() => {
    // Asked again when the tab comes back to the front or the network returns, and every half hour.
    const check = () => {
      if (navigator.onLine) registration.current?.update().catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = window.setInterval(check, UPDATE_CHECK_MS);
    window.addEventListener('online', check);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', check);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return { updateWaiting, reload: () => void updateServiceWorker(true) };
}
