import './shared/styles/fonts.css';
import './shared/styles/global.css';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter, loadLandingRoute } from './app/app.tsx';
import { createQueryClient } from './shared/api/query-client.ts';
import { afterFirstScreen, watchFirstScreen } from './shared/first-screen.ts';
import { installNativeReceiver } from './shared/native/index.ts';

installNativeReceiver();

// After a deploy the old page asks for chunks that no longer exist; one reload fetches the new ones.
// The timestamp stops a reload loop when the chunk is missing for another reason. Offline a reload cannot
// help: the error goes on to the route's error page, which offers one (route-error-page.tsx).
const RELOAD_KEY = 'ansim.chunkReloadAt';
window.addEventListener('vite:preloadError', (event) => {
  if (!navigator.onLine) return;
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const queryClient = createQueryClient();
watchFirstScreen(queryClient);
// The landing page's code first, then one render of the page (no boot screen painted in between). A page
// whose first call needs no render (the signed-in wish list) has it sent as soon as its code has run, and
// the render waits a short while for its answer (resolve-initial-route.ts).
void loadLandingRoute(window.location.pathname, queryClient).then(() =>
  createRoot(root).render(<App router={createAppRouter()} queryClient={queryClient} />),
);

// Pretendard's @font-face rules (92 unicode-range slices; the home screen's text alone spans 13, about
// 350 KB) come after the first screen. Until then text draws in the metric-matched fallback of fonts.css,
// and each slice swaps in (font-display: swap) without moving a line.
void afterFirstScreen().then(
  () => import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'),
);

// The service worker (offline shell, Web Push) installs after the first screen too: its install downloads
// the shell again. Only a build has one (vite-plugin-pwa, src/sw.ts).
if (import.meta.env.PROD) {
  void afterFirstScreen()
    .then(() => import('./shared/pwa/register-service-worker.ts'))
    .then(({ registerServiceWorker }) => registerServiceWorker());
}
