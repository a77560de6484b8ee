import { defineConfig } from 'vitest/config';

// Browser journeys: one server for the run (globalSetup), files one after another, generous time-outs
// for a 2-core CI machine.
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
