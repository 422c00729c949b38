import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

const long = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Both cores: vitest's default leaves one for itself (cores - 1), and unit files spend their time
          // on the CPU, importing and computing, never waiting on a server.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          // Two files at a time: most of a file's time is waiting on servers, sockets and the database.
          maxWorkers: 2,
          ...long,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          fileParallelism: false,
          // A page settles when the browser, the server and the machine get to it: a poll gives up only when
          // the condition has not held for as long as a locator waits, not after vitest's 1 s.
          expect: { poll: { timeout: 15_000 } },
          ...long,
        },
      },
    ],
  },
});
