import { CloudOff } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useLastSync, useOffline } from '@client/lib/offline/use-offline';
import './offline-banner.css';

/** "14:02" today, else "Mar 2, 14:02": when this device last heard from the server. */
function syncTime(at: number): string {
  const date = new Date(at);
  const today = date.toDateString() === new Date().toDateString();
  return today
    ? date.toLocaleTimeString(undefined, { timeStyle: 'short' })
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The room the banner takes above the page; screens that fill the window's height give it up. */
const BANNER_SPACE = '--offline-banner-space';

/**
 * Keeps BANNER_SPACE on the root element equal to the banner's height and bottom margin while it is shown,
 * so the screens sized to the window (the board, the to-do canvas) shrink by it instead of scrolling.
 */
function useReservedSpace(banner: React.RefObject<HTMLDivElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const margin = parseFloat(getComputedStyle(element).marginBottom) || 0;
      root.style.setProperty(BANNER_SPACE, `${element.offsetHeight + margin}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_SPACE);
    };
  }, [banner, shown]);
}

/** Shown above every signed-in page while the device has no network. */
export function OfflineBanner() {
  const offline = useOffline();
  const lastSync = useLastSync();
  const banner = useRef<HTMLDivElement>(null);
  useReservedSpace(banner, offline);
  if (!offline) return null;
  return (
    <div role="status" className="offline-banner" ref={banner}>
      <CloudOff aria-hidden="true" />
      <p>
        <strong>You are offline.</strong>
        {lastSync > 0 ? ` Last synced ${syncTime(lastSync)}.` : null} Your changes stay on this device until
        the network returns. Items never opened here are not available offline.
      </p>
    </div>
  );
}
