import react from '@vitejs/plugin-react';
import type { ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
// By path, not as `@ansim/domain`: Vite hands a package import in its config to Node, which cannot run the
// workspace's TypeScript; a relative import is bundled into the config. The file imports nothing else.
import { isServerPath, SERVER_PATH_PREFIXES } from '../../packages/domain/src/server-paths.ts';

/** The API server of `npm run dev -w @ansim/server`. */
const API_TARGET = 'http://127.0.0.1:3000';

/** Everything the server answers that is not the single-page app: the domain's one list of prefixes. */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  SERVER_PATH_PREFIXES.map((path) => [
    path,
    {
      target: API_TARGET,
      changeOrigin: false,
      // Vite matches a key as a plain prefix: '/s' would also take /search and /signup. Whole segments only.
      bypass: (req) => (isServerPath(req.url ?? '') ? undefined : req.url),
    },
  ]),
);

/**
 * The libraries every screen runs before it draws anything: React, the router, the query cache and the
 * stores. One chunk of them keeps its hash across our deploys, so a returning visitor downloads only our
 * code.
 */
// The query library only: the operator console's table library (@tanstack/react-table) follows its screens.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?:react-query|query-core)|zustand)[\\/]/;

/**
 * The query library's parts no first screen runs (mutations, infinite lists, parallel and suspense queries,
 * hydration): they follow the screens that import them instead of riding in the framework chunk.
 */
const LATER_QUERY_PARTS =
  /[\\/]@tanstack[\\/].*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|useQueries|queriesObserver|useMutationState|useIsFetching|useSuspense\w*|HydrationBoundary|hydration|streamedQuery|usePrefetch\w*)\.js$/;

/**
 * Text files of the build, served precompressed: the server sends the .br or .gz sibling with
 * Content-Encoding when the client accepts it. Fonts and images are compressed formats already.
 */
const TEXT_ASSETS = /\.(js|mjs|css|html|svg|json|geojson|txt|xml|webmanifest)$/;

/**
 * Modules of the listing screens' shared chunk (/main, /search/list, /wishList and the detail use them all),
 * with the domain's first-list parameters that /main and /search/list build their first call from.
 */
const LISTING_UI =
  /[\\/]src[\\/](shared[\\/]sale[\\/]|shared[\\/]ui[\\/](query-state|page-section|prompt-card)\.|shared[\\/]api[\\/]server-error\.|stores[\\/]recent-views-store\.|first-lists\.)/;

/**
 * What the list screens (/search/list, /wishList) and the detail share beyond the listing UI, and /main
 * does not use: 비교함 (its store, switch and tray), the infinite list's query parts, the list's scroll
 * memory and the search list's call and map store. Rolldown cut them into eight chunks of under 1 KB each;
 * the server names each in the page's head, and on a phone's HTTP/1.1 connections every one is a request
 * the first card waits on. One chunk of about 3 KB instead.
 */
const LIST_SCREENS =
  /[\\/]src[\\/](shared[\\/]compare[\\/]|shared[\\/]hooks[\\/](use-scroll-restore|use-debounced-value)\.|features[\\/]search[\\/](model[\\/]map-store|api[\\/]get-sale-list)\.)|[\\/]@tanstack[\\/].*[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$/;

export default defineConfig({
  resolve: {
    // Every `import … from 'zod'` of the app and of @ansim/domain gets zod with its JIT compiler off, set
    // before the first schema is built (see the module for why the CSP needs it). '/src/…' is the app's
    // root, wherever the importing file lies.
    alias: [{ find: /^zod$/, replacement: '/src/shared/api/zod.ts' }],
  },
  plugins: [
    react(),
    compression({
      include: TEXT_ASSETS,
      // The build manifest is for scripts and the server to read, never sent to a browser.
      exclude: /(^|[\\/])\.vite[\\/]/,
      // gzip level 9 and brotli quality 11 (the plugin's defaults for these names): paid once per build.
      algorithms: ['gzip', 'brotliCompress'],
    }),
    // The service worker (src/sw.ts, ours: offline shell, Web Push), built to /sw.js with its precache list
    // injected. The manifest is public/manifest.webmanifest and main.tsx registers the worker itself.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // The shell only: the page, the entry's script and style, the framework and the runtime chunk, and
        // the icons. Route chunks and font slices are cached when first used (sw.ts); the .br/.gz siblings
        // are the server's business, never a cache's.
        globPatterns: [
          'index.html',
          'assets/{index,framework,rolldown-runtime}-*.{js,css}',
          'favicon.svg',
          'manifest.webmanifest',
          'icons/*.png',
        ],
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
      },
    }),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks and styles each route's module needs, for
    // scripts/first-screen-size.mjs and for the server to preload a landing route's chunk.
    manifest: true,
    // The app ships to the native WebViews too; these still carry older engines.
    target: ['es2022', 'safari15', 'chrome100'],
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id: string) => FRAMEWORK.test(id) && !LATER_QUERY_PARTS.test(id) },
            // The rest of what the entry imports statically (the shell, the stores, the API client) in one
            // chunk with the entry, instead of the dozen small shared chunks rolldown would cut from it: one
            // request and one compression window. Everything else (zod, react-hook-form, MapLibre, each
            // page) follows the imports that need it, so a screen downloads only what it draws.
            { name: 'index', tags: ['$initial'] },
            // The pieces every listing screen shares (the card, its like button, the list's states): one chunk
            // instead of ten, since each file is a request a phone waits on before the first card shows.
            { name: 'listing-ui', test: LISTING_UI },
            { name: 'list-screens', test: LIST_SCREENS },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // The registration steps' tests render a whole step and type through it: on a loaded two-core CI machine
    // that takes longer than the default 5 s while being correct.
    testTimeout: 15_000,
  },
});
