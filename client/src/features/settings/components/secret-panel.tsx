import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useCopy } from '../hooks/use-copy';

export interface SecretPanelProps {
  title?: ReactNode;
  secret: string;
  /** What else the reader should know, under "Copy it now". */
  children?: ReactNode;
  onDismiss?: () => void;
}

/** A signing secret shown this once, whole, with its Copy button focused and in view. */
export function SecretPanel({ title, secret, children, onDismiss }: SecretPanelProps) {
  const { state, copy } = useCopy(secret);
  const labelId = useId();
  const shown = useRef<HTMLElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    copyButton.current?.scrollIntoView({ block: 'nearest' });
    copyButton.current?.focus({ preventScroll: true });
  }, [secret]);

  async function onCopy() {
    // Where the browser refuses, the secret is selected for the reader to copy by hand.
    if ((await copy()) === 'failed' && shown.current) window.getSelection()?.selectAllChildren(shown.current);
  }

  return (
    <Alert tone="success" title={title} onDismiss={onDismiss} className="secret-panel">
      <p className="secret-panel__once">Copy it now: it will not be shown again.</p>
      {children}
      <p id={labelId} className="secret-panel__label">
        Signing secret
      </p>
      <div className="secret-panel__row">
        <code ref={shown} className="secret-panel__secret" aria-labelledby={labelId}>
          {secret}
        </code>
        <Button
          ref={copyButton}
          variant="secondary"
          size="sm"
          leadingIcon={state === 'copied' ? <Check /> : <Copy />}
          onClick={onCopy}
          aria-live="polite"
        >
          {state === 'copied' ? 'Copied' : 'Copy secret'}
        </Button>
      </div>
      {state === 'failed' && (
        <p className="secret-panel__note">
          Copying is blocked here: the secret is selected, press Ctrl+C (⌘C).
        </p>
      )}
    </Alert>
  );
}
