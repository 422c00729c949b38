import { describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { createHttpClient, eventually, sameSessionAt } from '../../helpers/http';
import { latestLink } from '../../helpers/mailbox';
import { twoInstancesOverRedis } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';

/**
 * The tokens a password reset ended (tokens.test.ts: 'token lifetime') as the owner reads and dismisses
 * them when the reset went through one instance and the owner's later requests reach another.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  'ended API tokens on two instances sharing one database and Redis',
  () => {
    const instances = twoInstancesOverRedis();

    it('are listed and dismissed on the other instance than the reset, and the dismissal holds on both', async () => {
      const { first, second } = instances;
      const owner = await signUp(first.url);
      const workspaceId = await currentWorkspaceId(owner);
      const tokens = [
        await createToken(owner, { workspaceId, name: 'Nightly export' }),
        await createToken(owner, { workspaceId, name: 'CI sync', scope: 'read' }),
      ];
      // B has served the session and both tokens before the reset: whatever it keeps of them is warm.
      const oldSessionOnB = sameSessionAt(second.url, owner);
      expect((await oldSessionOnB.get('/api/tokens/ended')).body).toEqual({ endedTokens: [] });
      for (const { secret } of tokens) {
        expect((await createBearerClient(second.url, secret).get('/api/mindmaps')).status).toBe(200);
      }

      await createHttpClient(first.url).post(`${FN}/forgot-password`, { email: owner.email });
      const link = await eventually(() => latestLink(first.url, owner.email, '/reset-password?token='));
      const reset = await createHttpClient(first.url).post(`${FN}/reset-password`, {
        token: new URL(link).searchParams.get('token'),
        password: 'Recovered-pass-7',
      });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      const { endedTokens } = reset.body as { endedTokens: Array<{ name: string }> };
      expect(endedTokens.map((token) => token.name).sort()).toEqual(['CI sync', 'Nightly export']);

      // On B the reset has ended the old session and the tokens as well.
      expect((await oldSessionOnB.get('/api/tokens/ended')).status).toBe(401);
      for (const { secret } of tokens) {
        expect((await createBearerClient(second.url, secret).get('/api/mindmaps')).status).toBe(401);
      }

      // The owner signs in again through B, reads there what the reset on A ended, and so does A.
      const onB = createHttpClient(second.url);
      const login = await onB.post(`${FN}/login`, { email: owner.email, password: 'Recovered-pass-7' });
      expect(login.status).toBe(200);
      const onA = sameSessionAt(first.url, onB);
      expect((await onB.get('/api/tokens/ended')).body).toEqual({ endedTokens });
      expect((await onA.get('/api/tokens/ended')).body).toEqual({ endedTokens });

      // Dismissed through B: A, which listed them a moment ago, no longer does.
      expect((await onB.delete('/api/tokens/ended')).status).toBe(200);
      expect((await onA.get('/api/tokens/ended')).body).toEqual({ endedTokens: [] });
      expect((await onB.get('/api/tokens/ended')).body).toEqual({ endedTokens: [] });
    });
  },
);
