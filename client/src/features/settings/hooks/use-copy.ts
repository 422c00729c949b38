import { useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `text` to the clipboard: `state` says "copied" for two seconds, or "failed" where the browser
 * refuses (the caller then selects the text for the reader to copy by hand).
 */
export function useCopy(text: string) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy(): Promise<CopyState> {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), 2000);
      return 'copied';
    } catch {
      setState('failed');
      return 'failed';
    }
  }

  return { state, copy };
}
