import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@client/app/routes/app-routes';

const ID = '2b1f7c9e-5d4a-4e7b-9c1d-0a2b3c4d5e6f';

describe('the routes of the pages that show one live document', () => {
  it.each(['/maps/', '/todos/', '/kanban/'])(
    '%s<id> loads its code with the route, and renders nothing that suspends as it first shows',
    async (prefix) => {
      const route = matchRoutes(appRoutes, prefix + ID)?.at(-1)?.route;
      expect(route).toBeDefined();
      // React holds content that suspended as it first rendered until its fallback has shown for a while
      // (about 300 ms), even when the code has meanwhile loaded: a page whose document is on the device
      // would wait for that. The router loads a route's `lazy` before rendering it, with its loader.
      expect(route?.element).toBeUndefined();
      expect(route?.loader).toBeTypeOf('function');
      expect(route?.lazy).toBeTypeOf('function');
      const loaded = await (route?.lazy as () => Promise<{ Component?: unknown }>)();
      expect(loaded.Component).toBeTypeOf('function');
    },
  );
});
