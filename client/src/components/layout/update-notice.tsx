import { Button } from '@client/components/ui/button';
import { useAppUpdate } from '@client/lib/pwa/use-app-update';
import './update-notice.css';

/** A quiet notice at the foot of the window once a new build of the app is waiting. */
export function UpdateNotice() {
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
