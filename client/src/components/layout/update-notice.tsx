import { Button } from '@client/components/ui/button';
import { useAfterFirstScreen } from '@client/lib/pwa/after-first-screen';
import { useAppUpdate } from '@client/lib/pwa/use-app-update';
import './update-notice.css';

/**
 * A quiet notice at the foot of the window once a new build of the app is waiting. The service worker is
 * registered only after the first screen is up (see afterFirstScreen), so it never slows a page's opening.
 */
export function UpdateNotice() {
  const settled = useAfterFirstScreen();
  return settled ? <UpdateWatcher /> : null;
}

function UpdateWatcher() {
  const { updateWaiting, reload } = useAppUpdate();
  if (!updateWaiting) return null;
  return (
    <div role="status" className="update-notice">
      <span>A new version is available</span>
      <Button size="sm" onClick={reload}>
        Reload
      </Button>
    </div>
  );
}
