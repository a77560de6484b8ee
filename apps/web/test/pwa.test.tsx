import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  loadWithTimeout,
} from '../src/app/routes/chunk-load.ts';
import { RouteErrorPage } from '../src/app/routes/route-error-page.tsx';
import { OfflineBanner } from '../src/app/shell/offline-banner.tsx';
import { MSG } from '../src/shared/messages.ts';
import {
  type CacheUrlsMessage,
  loadedBuildFiles,
  registerServiceWorker,
} from '../src/shared/pwa/register-service-worker.ts';

const ORIGIN = 'https://ansim.example.kr';

const resource = (name: string) => ({ name }) as PerformanceEntry;

/** The timings of a first visit to /main: the build's files, the API, a photo, another origin's tiles. */
const VISIT = [
  resource(`${ORIGIN}/assets/index-abc.js`),
  resource(`${ORIGIN}/assets/main-page-def.js`),
  resource(`${ORIGIN}/assets/PretendardVariable.subset.12-ghi.woff2`),
  resource(`${ORIGIN}/assets/main-page-def.js`),
  resource(`${ORIGIN}/api/search/sale/list?limit=10`),
  resource(`${ORIGIN}/images/sales/1.webp`),
  resource(`${ORIGIN}/geo/sido.json`),
  resource('https://tiles.example.com/assets/tile.png'),
  resource('not a url'),
];

interface FakeWorld {
  win: Window;
  register: ReturnType<typeof vi.fn>;
  posted: CacheUrlsMessage[];
}

function fakeWindow({
  withWorker = true,
  native = false,
  refuse = false,
}: {
  withWorker?: boolean;
  native?: boolean;
  refuse?: boolean;
} = {}): FakeWorld {
  const posted: CacheUrlsMessage[] = [];
  const registration = { scope: `${ORIGIN}/` } as ServiceWorkerRegistration;
  const register = vi.fn(async () => {
    if (refuse) throw new DOMException('The operation is insecure.', 'SecurityError');
    return registration;
  });
  const active = { postMessage: (message: CacheUrlsMessage) => posted.push(message) };
  const serviceWorker = withWorker ? { register, ready: Promise.resolve({ active }) } : undefined;
  const win = {
    navigator: { serviceWorker },
    performance: { getEntriesByType: (type: string) => (type === 'resource' ? VISIT : []) },
    location: { origin: ORIGIN },
    ...(native ? { ReactNativeWebView: { postMessage: () => undefined } } : {}),
  } as unknown as Window;
  return { win, register, posted };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole app and hands it the build files the page already loaded', async () => {
    const { win, register, posted } = fakeWindow();
    const registration = await registerServiceWorker(win);
    expect(registration).not.toBeNull();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(posted).toEqual([
      {
        type: 'CACHE_URLS',
        payload: {
          urlsToCache: [
            '/assets/index-abc.js',
            '/assets/main-page-def.js',
            '/assets/PretendardVariable.subset.12-ghi.woff2',
          ],
        },
      },
    ]);
  });

  it('never hands the worker API answers, photos, data files or another origin’s files to cache', () => {
    const urls = loadedBuildFiles(VISIT, ORIGIN);
    expect(urls.some((url) => url.startsWith('/api'))).toBe(false);
    expect(urls.some((url) => url.startsWith('/images') || url.startsWith('/geo'))).toBe(false);
    expect(urls.some((url) => url.includes('tile'))).toBe(false);
    expect(urls).toHaveLength(3);
  });

  it('does nothing where there are no service workers', async () => {
    const { win, register } = fakeWindow({ withWorker: false });
    expect(await registerServiceWorker(win)).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing in the native app, whose pushes come through FCM', async () => {
    const { win, register, posted } = fakeWindow({ native: true });
    expect(await registerServiceWorker(win)).toBeNull();
    expect(register).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('keeps the app working when the browser refuses the worker', async () => {
    const { win, posted } = fakeWindow({ refuse: true });
    await expect(registerServiceWorker(win)).resolves.toBeNull();
    expect(posted).toEqual([]);
  });
});

describe('OfflineBanner', () => {
  it('shows the Korean offline notice while offline and removes it when the connection is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner aboveBottomNav />);
    const region = screen.getByRole('status');
    expect(region.textContent).toContain(MSG.offline.notice);
    expect(MSG.offline.notice).toBe('오프라인 상태입니다. 연결되면 최신 정보를 불러옵니다.');

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // The live region stays for the next announcement; only the notice goes.
    expect(screen.getByRole('status').childElementCount).toBe(0);

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toContain(MSG.offline.notice);
  });

  it('shows nothing while online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner aboveBottomNav={false} />);
    expect(screen.getByRole('status').childElementCount).toBe(0);
    expect(screen.queryByText(MSG.offline.notice)).toBeNull();
  });
});

describe('a page chunk that does not load', () => {
  it('is a ChunkLoadError after 120 s, not before', async () => {
    vi.useFakeTimers();
    const load = loadWithTimeout(() => new Promise<never>(() => undefined));
    const outcome = load.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('is the module when it arrives in time, leaving no timer behind', async () => {
    vi.useFakeTimers();
    await expect(loadWithTimeout(async () => ({ Page: 'page' }))).resolves.toEqual({ Page: 'page' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is a ChunkLoadError when the import fails, keeping the browser’s error as its cause', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    const error: unknown = await loadWithTimeout(() => Promise.reject(failure)).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).cause).toBe(failure);
    // Any other error is not one.
    expect(isChunkLoadError(failure)).toBe(false);
    expect(isChunkLoadError(new Error('ChunkLoadError'))).toBe(false);
  });

  const renderFailingRoute = (error: Error) => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          HydrateFallback: () => null,
          children: [
            { path: 'main', element: <p>홈</p> },
            {
              path: 'myPage/notice',
              lazy: async () => {
                throw error;
              },
            },
          ],
        },
      ],
      { initialEntries: ['/myPage/notice'] },
    );
    render(<RouterProvider router={router} />);
  };

  it('shows the reload prompt in Korean instead of a blank screen', async () => {
    renderFailingRoute(new ChunkLoadError('timed out'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.error.chunkTitle);
    expect(alert.textContent).toContain(MSG.error.chunkBody);
    expect(screen.getByRole('button', { name: MSG.error.reload })).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.common.home }).getAttribute('href')).toBe('/main');
  });

  it('keeps the general error page for a page that fails otherwise', async () => {
    renderFailingRoute(new TypeError('x is not a function'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.titles.error);
    expect(alert.textContent).not.toContain(MSG.error.chunkTitle);
    expect(screen.queryByRole('button', { name: MSG.error.reload })).toBeNull();
  });
});
