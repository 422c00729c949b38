import type { EndedToken } from '@shared/api/tokens';
import type { EndedApiTokenRow } from './api-tokens-repository';

/** An ended token as its owner reads it (the reset's answer, GET /tokens/ended). */
export function presentEndedToken(row: EndedApiTokenRow): EndedToken {
  return {
    id: row.id,
    name: row.name,
    workspaceName: row.workspace_name,
    createdAt: row.created_at.toISOString(),
    endedAt: row.ended_at.toISOString(),
  };
}
