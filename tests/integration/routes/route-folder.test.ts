import Fastify, { type FastifyPluginAsync, type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { classedByFolder, PUBLIC_BODY_LIMIT, routeFolder } from '@server/routes/route-access';

/**
 * A folder fixes each route's class when it registers it: its own, or the one the route declares beside its
 * handler. A route registered outside any folder is not classed, whatever it declares, so api.ts refuses to
 * start with it.
 */
async function register(folder: 'content' | 'account', declared: RouteOptions['config'], outside = false) {
  const app = Fastify({ logger: false });
  // The class's guards are app decorations; registering a route does not call them.
  app.decorate('requireAccess', async () => undefined);
  app.decorate('requireAdmin', async () => undefined);
  const seen: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void seen.push(route));
  const plugin: FastifyPluginAsync = async (api) => {
    api.post('/things', { config: declared }, async () => ({ ok: true }));
  };
  await app.register(outside ? plugin : routeFolder(folder, [plugin]));
  await app.ready();
  await app.close();
  return seen.find((route) => route.method === 'POST')!;
}

describe('routeFolder', () => {
  it("gives a route its folder's class and the credentials of that class", async () => {
    const route = await register('content', {});
    expect(route.config).toMatchObject({ access: 'content', credentials: 'session-or-token' });
    expect(route.preValidation).toHaveLength(2);
    expect(classedByFolder(route)).toBe(true);
  });

  it('gives a route the class it declares beside its handler, with what that class brings', async () => {
    const route = await register('content', { access: 'public' });
    expect(route.config).toMatchObject({ access: 'public', credentials: 'session' });
    expect(route.bodyLimit).toBe(PUBLIC_BODY_LIMIT);
    const account = await register('content', { access: 'account', verifiedAddress: true });
    expect(account.config).toMatchObject({ access: 'account', verifiedAddress: true });
    expect(account.preValidation).toHaveLength(1);
  });

  it('leaves a route outside any folder unclassed, whatever it declares', async () => {
    const route = await register('account', { access: 'public' }, true);
    expect(classedByFolder(route)).toBe(false);
  });
});
