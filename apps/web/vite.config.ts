import react from '@vitejs/plugin-react';
import type { ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';
// By path, not as `@ansim/domain`: Vite hands a package import in its config to Node, which cannot run the
// workspace's TypeScript; a relative import is bundled into the config. The file imports nothing else.
import { SERVER_PATH_PREFIXES } from '../../packages/domain/src/server-paths.ts';

/** The API server of `npm run dev -w @ansim/server`. */
const API_TARGET = 'http://127.0.0.1:3000';

/** Everything the server answers that is not the single-page app: the domain's one list of prefixes. */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  SERVER_PATH_PREFIXES.map((path) => [path, { target: API_TARGET, changeOrigin: false }]),
);

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The app ships to the native WebViews too; these still carry older engines.
    target: ['es2022', 'safari15', 'chrome100'],
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: one vendor chunk stays cached across our deploys.
        // MapLibre (1 MB) stays out of it: it loads with the map, only for those who open the map.
        codeSplitting: {
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](?!maplibre-gl[\\/])/ }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
