import { CloudOff } from 'lucide-react';
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

/** Shown above every signed-in page while the device has no network. */
export function OfflineBanner() {
  const offline = useOffline();
  const lastSync = useLastSync();
  if (!offline) return null;
  return (
    <div role="status" className="offline-banner">
      <CloudOff aria-hidden="true" />
      <p>
        <strong>You are offline.</strong>
        {lastSync > 0 ? ` Last synced ${syncTime(lastSync)}.` : null} Your changes stay on this device until
        the network returns. Items never opened here are not available offline.
      </p>
    </div>
  );
}
