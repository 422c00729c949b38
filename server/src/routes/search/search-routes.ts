import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAnswer, searchQuery, type SearchAnswer } from '@shared/api/search';
import { searchWorkspace } from '../../plugins/app/search/search-service';
import { IDS } from '../example-samples';

const tags = ['search'];

const example: SearchAnswer = {
  results: [
    {
      kind: 'node',
      id: IDS.node,
      documentId: IDS.mindmap,
      title: 'Conference booth',
      snippet: 'Conference booth',
      highlights: [[0, 4]],
      url: `/maps/${IDS.mindmap}?node=${IDS.node}`,
    },
    {
      kind: 'card',
      id: IDS.card,
      documentId: IDS.board,
      title: 'Book the venue',
      snippet: '…the conference hall holds 300; ask Harbour Hall for the AV setup before Friday.',
      highlights: [[5, 9]],
      url: `/kanban/${IDS.board}?card=${IDS.card}`,
    },
  ],
  nextCursor:
    'WzIsIjIwMjYtMDctMDNUMTQ6NDI6MTAuMDAwWiIsImJvYXJkOjkzYzM3MThkLTY0OGYtNGJhMy1iMmRiLTg1NGUwYzgyMzdlYiIsImNhcmQiLCIxMDc0ODhmYi03OTMxLTQ0NzktODlmMS1kNDkwZmY0N2U2M2YiXQ',
};

/** GET /search: the current workspace's items matching a few words (plugins/app/search). */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: {
        operation: {
          id: 'search',
          summary: 'Find maps, lists, boards, nodes, to-dos and cards by a few words',
          description: [
            'Searches the current workspace (an API token: its own workspace) for items whose title or description holds every word of `q` at the start of a word, whatever the case and accents ("conf" finds "Conference", "ecole" finds "École"); words in scripts written without spaces (Chinese, Japanese, Korean, Thai) match anywhere. A one-character query matches the start of titles only. `q` is at most 200 characters.',
            'Best first: every word whole in the title, then word starts in the title, then whole words in the title or description, then word starts there; the most recently changed first within each. `kinds` keeps some kinds (a comma list of mindmap, todolist, board, node, todo, card). A page holds `limit` results (20 unless given, 50 at most); send `nextCursor` back as `cursor` for the next page, until it is null.',
            '`snippet` is plain text: the title when every word is in it, else the description around its first match; `highlights` are UTF-16 code unit offsets into `snippet`. `documentId` is the map, list or board holding the item (null for an inbox to-do), `url` the app address that opens it. An edit is found within about a second of being stored.',
          ].join('\n\n'),
          examples: { answers: { 200: example } },
        },
      },
      schema: { tags, querystring: searchQuery, response: { 200: searchAnswer } },
    },
    async (request) => searchWorkspace(app, request.auth.workspace.workspaceId, request.query),
  );
};

export default searchRoutes;
