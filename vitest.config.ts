import { defineConfig } from 'vitest/config';

// One runner for unit and integration tests; browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
    // Vitest runs cores − 1 files at once: one on a 2-core machine. Server test files spend most of their time
    // waiting on PostgreSQL and child servers, and each has its own database, so three at once take the unit
    // run from ~13 to ~7.5 minutes on 2 cores.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['test/global-setup.ts'],
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
