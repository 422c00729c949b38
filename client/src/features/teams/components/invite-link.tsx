import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';

/** The invitation link in a read-only field with a Copy button. */
export function InviteLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), 2000);
    } catch {
      input.current?.select();
      setState('failed');
    }
  }

  return (
    <div className="invite-link">
      <TextField
        ref={input}
        className="invite-link__field"
        label="Invite link"
        value={url}
        readOnly
        onFocus={(event) => event.target.select()}
        hint={
          state === 'failed' ? 'Copying is blocked here: the link is selected, press Ctrl+C (⌘C).' : undefined
        }
      />
      <Button
        variant="secondary"
        className="invite-link__copy"
        leadingIcon={state === 'copied' ? <Check /> : <Copy />}
        onClick={copy}
        aria-live="polite"
      >
        {state === 'copied' ? 'Copied' : 'Copy Link'}
      </Button>
    </div>
  );
}
