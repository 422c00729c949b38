import { useCallback, useState } from 'react';

/**
 * A sentence for a polite live region (`role="status"`, kept mounted), and `announce` to say another.
 * The same sentence twice in a row (a row moved up twice) gets a trailing no-break space the second
 * time, so the region's text changes and a screen reader says it again.
 */
export function useAnnouncer(): [string, (text: string) => void] {
  const [said, setSaid] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => {
    setSaid((last) => ({ text, count: last.count + 1 }));
  }, []);
  const suffix = said.text && said.count % 2 === 0 ? '\u00a0' : '';
  return [said.text + suffix, announce];
}
