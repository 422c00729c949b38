import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import './navigation-progress.css';

/** How long a navigation may take before the bar shows: shorter ones would only flash it. */
const SHOW_AFTER_MS = 150;

/**
 * A thin bar across the top of the window while the next page's code or data loads: the router keeps the
 * current page on screen until then, and a click would otherwise seem to do nothing.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  /** The navigation under way, if any; the bar shows once it has lasted SHOW_AFTER_MS. */
  const pending = navigation.state === 'loading' ? navigation.location.key : null;
  const [lasting, setLasting] = useState<string | null>(null);

  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => setLasting(pending), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (pending === null || lasting !== pending) return null;
  return (
    <div className="navigation-progress" role="progressbar" aria-label="Loading the page">
      <div className="navigation-progress__bar" />
    </div>
  );
}
