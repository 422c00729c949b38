import type { EndedToken } from '@shared/api/tokens';
import { formatDate, formatDateTime } from '@client/lib/format-date';
import './ended-tokens-list.css';

/** The API tokens password resets ended: each one's name, workspace, when it was made and when it ended. */
export function EndedTokensList({ tokens }: { tokens: EndedToken[] }) {
  return (
    <ul className="ended-tokens" aria-label="API tokens ended by a password reset">
      {tokens.map((token) => (
        <li key={token.id} className="ended-tokens__item">
          <span className="ended-tokens__name">{token.name}</span>
          <span className="ended-tokens__meta">
            {token.workspaceName} · made {formatDate(token.createdAt)} · ended{' '}
            <time dateTime={token.endedAt}>{formatDateTime(token.endedAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
