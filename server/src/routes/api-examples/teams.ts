import type { ExampleTable } from './operation-examples';
import { CREATED, EMAIL, endedToken, IDS, SUCCESS, TEAMMATE_EMAIL, UPDATED, WORKSPACE_NAME } from './samples';

const teammate = {
  id: IDS.teammate,
  name: 'Leo Park',
  email: TEAMMATE_EMAIL,
  role: 'editor',
  joinedAt: '2026-07-02T08:00:00.000Z',
};
const invitation = {
  id: IDS.invitation,
  email: 'sam.rivera@northwind.studio',
  role: 'viewer',
  createdAt: UPDATED,
  expiresAt: '2026-07-10T14:42:10.000Z',
};
const token = {
  id: IDS.token,
  name: 'Weekly report script',
  workspaceId: IDS.workspace,
  workspaceName: WORKSPACE_NAME,
  scope: 'read',
  createdAt: UPDATED,
  expiresAt: '2026-10-01T14:42:10.000Z',
  lastUsedAt: null,
};
const payment = {
  id: IDS.payment,
  user_id: IDS.user,
  user_email: EMAIL,
  amount: 12,
  currency: 'usd',
  status: 'paid',
  created_at: CREATED,
};
const dayFigures = {
  kanbans: 1,
  todoLists: 3,
  todos: 18,
  mindmaps: 2,
  nodes: 41,
  aiProcesses: 5,
};

/** Examples of the teams, API tokens and admin operations. */
export const TEAM_EXAMPLES: ExampleTable = {
  'GET /workspaces': {
    answers: {
      200: [
        { id: IDS.workspace, name: WORKSPACE_NAME, role: 'owner', ownerEmail: EMAIL, current: true },
        {
          id: IDS.otherWorkspace,
          name: 'Harbour Hall Events',
          role: 'viewer',
          ownerEmail: 'events@harbourhall.example',
          current: false,
        },
      ],
    },
  },
  'POST /workspaces/current': { body: { workspaceId: IDS.otherWorkspace }, answers: { 200: SUCCESS } },
  'GET /team-members': {
    answers: {
      200: [{ id: IDS.user, name: 'Maya Chen', email: EMAIL, role: 'owner', joinedAt: CREATED }, teammate],
    },
  },
  'PATCH /team-members/:userId': { body: { role: 'editor' }, answers: { 200: teammate } },
  'DELETE /team-members/:userId': { answers: { 200: SUCCESS } },
  'GET /invitations': { answers: { 200: [invitation] } },
  'POST /invitations': {
    body: { email: invitation.email, role: 'viewer' },
    answers: {
      201: { invitation, inviteUrl: 'https://app.mindlane.example/invite?token=Jd82kQm4Zr7tWx1Lp9Vb3nYc' },
    },
  },
  'DELETE /invitations/:id': { answers: { 200: SUCCESS } },
  'GET /invitations/preview': {
    answers: {
      200: { workspaceName: WORKSPACE_NAME, invitedBy: EMAIL, email: invitation.email, role: 'viewer' },
    },
  },
  'POST /invitations/accept': {
    body: { token: 'Jd82kQm4Zr7tWx1Lp9Vb3nYc' },
    answers: { 200: { workspaceId: IDS.workspace } },
  },
  'GET /tokens': {
    answers: { 200: [{ ...token, lastUsedAt: '2026-07-03T15:00:00.000Z' }] },
  },
  'POST /tokens': {
    body: { name: token.name, workspaceId: IDS.workspace, scope: 'read', expiresInDays: 90 },
    answers: { 201: { token, secret: 'mlt_4fQ9xL2mT7vR1kZ8pW3nB6cY0dH5sJ' } },
  },
  'DELETE /tokens/:id': { answers: { 200: SUCCESS } },
  'GET /tokens/ended': { answers: { 200: { endedTokens: [endedToken] } } },
  'DELETE /tokens/ended': { answers: { 200: SUCCESS } },
  'GET /users': {
    answers: {
      200: {
        data: [
          { id: IDS.user, email: EMAIL, role: 'user', created_at: CREATED, last_sign_in_at: UPDATED },
          {
            id: IDS.teammate,
            email: TEAMMATE_EMAIL,
            role: 'user',
            created_at: '2026-07-02T08:00:00.000Z',
            last_sign_in_at: null,
          },
        ],
      },
    },
  },
  'GET /payments': { answers: { 200: { payments: [payment], hasNext: false } } },
  'GET /payments/:id': {
    answers: {
      200: {
        payment: {
          ...payment,
          provider: 'stripe',
          provider_invoice_id: 'in_1PqR2sT3uV4wX5yZ',
          invoice_url: 'https://pay.stripe.com/invoice/acct_1Nrthwnd/test_YWNjdA/pdf',
          period_end: '2026-08-01T09:15:00.000Z',
        },
      },
    },
  },
  'GET /analytics': {
    answers: {
      200: {
        data: [
          { ...dayFigures, date: '2026-07-02' },
          { ...dayFigures, todos: 23, nodes: 47, date: '2026-07-03' },
        ],
        totals: { kanbans: 2, todoLists: 6, todos: 41, mindmaps: 4, nodes: 88, aiProcesses: 10 },
      },
    },
  },
};
