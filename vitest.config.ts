import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Three projects, run by scripts/test.mjs: fast unit tests, API tests (once per database lane), browser tests. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'bench/support/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          // One migrated and seeded database per lane, copied by each file (apps/server/test/global-setup.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          // A file mostly waits on its database (PGlite's worker thread, or the PostgreSQL server):
          // vitest's default of one worker fewer than the cores left one of two cores idle.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          // One migrated embedded database, copied by each file's server (e2e/support/global-setup.ts).
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
