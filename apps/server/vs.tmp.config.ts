import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { root: '/work/main/apps/server', include: ['test/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000, globalSetup: ['test/global-setup.ts'] } });
