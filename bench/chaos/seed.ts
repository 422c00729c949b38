import pg from 'pg';
import { loadConfig } from '../../server/src/config';
import { createLogger } from '../../server/src/logger';
import { startServer } from '../../server/src/server';
import { createHttpClient, type HttpClient, type HttpResponse } from '../../tests/helpers/http';
import { latestLink, recordMails } from '../../tests/helpers/mailbox';
import { CHAOS_KINDS, createDocument, FN, type ChaosDocument } from './documents';

export interface ChaosSeed {
  /** The workspace's owner, whose session every writer uses. */
  owner: HttpClient;
  /** An editor of the workspace whose role the access probe changes. */
  member: HttpClient;
  memberId: string;
  documents: ChaosDocument[];
}

const PASSWORD = 'correct-horse-9';

async function expectStatus<T>(what: string, answer: Promise<HttpResponse<T>>, status = 200): Promise<T> {
  const response = await answer;
  if (response.status !== status) throw new Error(`${what} failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * Registers and signs in an account, then opens the verification link it was mailed while signed in:
 * inviting and changing roles (the owner's), like accepting an invitation (the member's), need it.
 */
async function account(baseUrl: string, email: string): Promise<HttpClient> {
  const client = createHttpClient(baseUrl);
  await expectStatus('register', client.post(`${FN}/register`, { email, password: PASSWORD }), 201);
  await expectStatus('login', client.post(`${FN}/login`, { email, password: PASSWORD }));
  const verifyLink = await latestLink(baseUrl, email, '/verify-email?token=');
  if (!verifyLink) throw new Error(`No verification mail for ${email}`);
  await expectStatus(
    'verify',
    client.post(`${FN}/verify-email`, { token: new URL(verifyLink).searchParams.get('token') }),
  );
  return client;
}

/**
 * Creates the schema, migrates it and creates, with the app's own routes on a server in this process (closed before
 * the instances start): the owner, a member who joined through an invitation, and `count` documents, the
 * kinds in turn.
 */
export async function seedChaos(env: Record<string, string>, count: number): Promise<ChaosSeed> {
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema if not exists ${env.DATABASE_SCHEMA}`);
  await admin.end();
  const config = loadConfig({ ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const server = await startServer(config, { logger: createLogger(config) });
  recordMails(server.url, server.app);
  try {
    const stamp = Date.now().toString(36);
    const owner = await account(server.url, `chaos.owner.${stamp}@example.com`);
    // The paid plan (on the local test-mode checkout) holds 10 maps and 10 boards, the trial 2 and 1.
    const checkout = await expectStatus('checkout', owner.post(`${FN}/createCheckoutSession`, {}));
    const sessionId = new URL(checkout.url as string, server.url).searchParams.get('session_id');
    await expectStatus('pay', owner.post(`${FN}/billing/test-checkout`, { session_id: sessionId }));
    const memberEmail = `chaos.member.${stamp}@example.com`;
    const member = await account(server.url, memberEmail);
    const invited = await expectStatus(
      'invite',
      owner.post(`${FN}/invitations`, { email: memberEmail, role: 'editor' }),
      201,
    );
    const token = new URL(invited.inviteUrl as string).searchParams.get('token');
    await expectStatus('accept', member.post(`${FN}/invitations/accept`, { token }));
    const memberId = (await expectStatus('me', member.get(`${FN}/me`))).user.sub as string;
    const documents: ChaosDocument[] = [];
    for (let index = 0; index < count; index += 1) {
      const kind = CHAOS_KINDS[index % CHAOS_KINDS.length]!;
      documents.push(await createDocument(owner, kind, `Chaos ${kind} ${index + 1}`));
    }
    return { owner, member, memberId, documents };
  } finally {
    await server.close();
  }
}
