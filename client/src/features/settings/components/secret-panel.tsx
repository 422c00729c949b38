import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { useCopy } from '../hooks/use-copy';

export interface SecretPanelProps {
  title: ReactNode;
  secret: string;
  /** What else the reader should know, under "Copy it now". */
  children?: ReactNode;
  onDismiss?: () => void;
}

/** A signing secret shown this once, in a read-only field, with its Copy button focused and in view. */
export function SecretPanel({ title, secret, children, onDismiss }: SecretPanelProps) {
  const { state, copy } = useCopy(secret);
  const field = useRef<HTMLInputElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    copyButton.current?.scrollIntoView({ block: 'nearest' });
    copyButton.current?.focus({ preventScroll: true });
  }, [secret]);

  async function onCopy() {
    if ((await copy()) === 'failed') field.current?.select();
  }

  return (
    <Alert tone="success" title={title} onDismiss={onDismiss} className="secret-panel">
      <p className="secret-panel__once">Copy it now: it will not be shown again.</p>
      {children}
      <div className="secret-panel__row">
        <TextField
          ref={field}
          className="secret-panel__field"
          inputClassName="secret-panel__input"
          label="Signing secret"
          value={secret}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.target.select()}
          hint={
            state === 'failed'
              ? 'Copying is blocked here: the secret is selected, press Ctrl+C (⌘C).'
              : undefined
          }
        />
        <Button
          ref={copyButton}
          variant="secondary"
          className="secret-panel__copy"
          leadingIcon={state === 'copied' ? <Check /> : <Copy />}
          onClick={onCopy}
          aria-live="polite"
        >
          {state === 'copied' ? 'Copied' : 'Copy secret'}
        </Button>
      </div>
    </Alert>
  );
}
