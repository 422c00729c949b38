import { EndedTokensList } from '@client/components/api-tokens/ended-tokens-list';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-errors';
import { ENDED_TOKENS_SHOWN_DAYS } from '@shared/api/tokens';
import { useDismissEndedApiTokens, useEndedApiTokens } from '../api/ended-api-tokens';

/**
 * Which API tokens a password reset ended, shown on the profile until the owner dismisses it (or for
 * ENDED_TOKENS_SHOWN_DAYS days): a reset revokes every token, and a script's owner should learn why it stopped.
 */
export function EndedTokensNotice() {
  const ended = useEndedApiTokens();
  const dismiss = useDismissEndedApiTokens();
  const tokens = ended.data ?? [];
  if (tokens.length === 0) return null;
  const one = tokens.length === 1;
  return (
    <Alert
      tone="warning"
      title={one ? 'A password reset ended an API token' : 'A password reset ended API tokens'}
      className="ended-tokens-notice"
    >
      <p className="ended-tokens-notice__why">
        Scripts that used {one ? 'it' : 'them'} are refused now. Create new tokens below for those you still
        need. This note goes when you dismiss it, or {ENDED_TOKENS_SHOWN_DAYS} days after the reset.
      </p>
      <EndedTokensList tokens={tokens} />
      {dismiss.isError && <p role="alert">{errorText(dismiss.error, 'Failed to dismiss the note.')}</p>}
      <Button
        variant="secondary"
        size="sm"
        className="ended-tokens-notice__dismiss"
        loading={dismiss.isPending}
        onClick={() => dismiss.mutate()}
      >
        Dismiss
      </Button>
    </Alert>
  );
}
