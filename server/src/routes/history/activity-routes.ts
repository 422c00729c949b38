import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityPageSchema, activityQuery, type ActivityPage } from '@shared/api/activity';
import { cardIdParams } from '@shared/api/kanban';
import { todoIdParams } from '@shared/api/todos';
import type { OperationFacts } from '../../plugins/operation-facts';
import type { ActivityItemKind } from '../../plugins/app/history/activity-repository';
import { itemActivity } from '../../plugins/app/history/activity-service';
import { CREATED, IDS, UPDATED } from '../example-samples';
import { TWO_PLACES } from '../shared-facts';

const maya = { kind: 'member', id: IDS.user, name: 'Maya Chen' } as const;
const leo = { kind: 'member', id: IDS.teammate, name: 'Leo Park' } as const;
const zapier = { kind: 'token', id: IDS.token, name: 'Zapier sync' } as const;

const PAGES =
  'Newest first. A page holds `limit` changes (50 unless given, 100 at most); one change that did several things at once (a card renamed and moved in one edit) shows as one entry each. Send `nextCursor` back as `cursor` for the next page, until it is null. History starts with the change record: older edits are not in it, and a lane or list deleted since is named by its last recorded title, or null.';

const todoAnswer: ActivityPage = {
  entries: [
    { at: UPDATED, kind: 'commented', authors: [leo], text: 'Harbour Hall confirmed the AV setup.' },
    { at: UPDATED, kind: 'completed', authors: [leo] },
    { at: CREATED, kind: 'moved', authors: [maya], from: 'Unassigned', to: 'Launch checklist' },
    { at: CREATED, kind: 'renamed', authors: [zapier], from: 'Venue', to: 'Book the venue' },
    { at: CREATED, kind: 'created', authors: [maya], to: 'Venue' },
  ],
  nextCursor: null,
};

const cardAnswer: ActivityPage = {
  entries: [
    { at: UPDATED, kind: 'lane', authors: [leo], from: 'In-Progress', to: 'Done' },
    { at: UPDATED, kind: 'edited', authors: [maya], fields: ['due_date', 'priority'] },
    { at: CREATED, kind: 'created', authors: [maya], to: 'Book the venue' },
  ],
  nextCursor: '2026-07-01T09:15:00.000000Z~c~4170',
};

const facts = (id: string, noun: string, answer: ActivityPage): OperationFacts => ({
  id,
  summary: `What happened to ${noun}, and who did it`,
  description: `${noun[0]!.toUpperCase()}${noun.slice(1)}'s recent history from the change record and its comments. ${PAGES}`,
  errors: { 409: TWO_PLACES },
  examples: { answers: { 200: answer } },
});

/**
 * A to-do's and a card's activity (plugins/app/history/activity-service.ts), beside the item's own REST
 * path; an item another workspace holds is not found.
 */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes: Array<{ path: string; kind: ActivityItemKind; tag: string; operation: OperationFacts }> = [
    {
      path: '/todoid/:id/activity',
      kind: 'todo',
      tag: 'to-dos',
      operation: facts('getTodoActivity', 'a to-do', todoAnswer),
    },
    {
      path: '/kanban/cards/:id/activity',
      kind: 'card',
      tag: 'kanban',
      operation: facts('getCardActivity', 'a card', cardAnswer),
    },
  ];
  for (const { path, kind, tag, operation } of routes) {
    app.get(
      path,
      {
        config: { operation },
        schema: {
          tags: [tag],
          params: kind === 'todo' ? todoIdParams : cardIdParams,
          querystring: activityQuery,
          response: { 200: activityPageSchema },
        },
      },
      async (request) =>
        itemActivity(app, request.auth.workspace.workspaceId, kind, request.params.id, request.query),
    );
  }
};

export default activityRoutes;
