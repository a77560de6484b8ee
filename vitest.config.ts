import { defineConfig } from 'vitest/config';

// One runner for unit and integration tests; browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
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
