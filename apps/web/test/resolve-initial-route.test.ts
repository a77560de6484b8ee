import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_WAIT_MS, resolveInitialRoute } from '../src/app/routes/resolve-initial-route.ts';

const Page = () => null;
const Other = () => null;

function routes(loads: string[], failing = false): RouteObject[] {
  return [
    {
      id: 'root',
      children: [
        {
          path: 'main',
          lazy: async () => {
            loads.push('main');
            if (failing) throw new Error('chunk failed');
            return { Component: Page };
          },
        },
        {
          path: 'search/list',
          lazy: async () => {
            loads.push('search');
            return { Component: Other };
          },
        },
      ],
    },
  ];
}

describe('resolveInitialRoute', () => {
  it('loads only the landing route and leaves it with its component and no lazy loader', async () => {
    const loads: string[] = [];
    const table = routes(loads);
    await resolveInitialRoute(table, '/main');
    const [main, search] = table[0]?.children ?? [];
    expect(loads).toEqual(['main']);
    expect(main?.Component).toBe(Page);
    expect(main?.lazy).toBeUndefined();
    // Another page keeps its lazy loader: its code loads only when it is visited.
    expect(search?.Component).toBeUndefined();
    expect(typeof search?.lazy).toBe('function');
  });

  it('loads nothing for a path no route matches', async () => {
    const loads: string[] = [];
    await resolveInitialRoute(routes(loads), '/nowhere');
    expect(loads).toEqual([]);
  });

  it('leaves a route whose code failed to load lazy, for the router to retry and report', async () => {
    const loads: string[] = [];
    const table = routes(loads, true);
    await expect(resolveInitialRoute(table, '/main')).resolves.toBeUndefined();
    const [main] = table[0]?.children ?? [];
    expect(typeof main?.lazy).toBe('function');
    expect(main?.Component).toBeUndefined();
  });

  it('starts the landing page’s first call with the app’s query cache, before the router sees the route', async () => {
    const client = new QueryClient();
    const started: QueryClient[] = [];
    const table: RouteObject[] = [
      {
        path: 'wishList',
        lazy: async () => ({
          Component: Page,
          startFirstData: async (queryClient: QueryClient) => {
            started.push(queryClient);
          },
        }),
      },
    ];
    await resolveInitialRoute(table, '/wishList', client);
    expect(started).toEqual([client]);
    // The start is the landing's business only: the route keeps what the router reads.
    expect(table[0]?.Component).toBe(Page);
    expect(Object.hasOwn(table[0] ?? {}, 'startFirstData')).toBe(false);
  });

  it('holds the first render for the first answer a short while, not for ever', async () => {
    vi.useFakeTimers();
    try {
      const table: RouteObject[] = [
        {
          path: 'wishList',
          lazy: async () => ({ Component: Page, startFirstData: () => new Promise<void>(() => {}) }),
        },
      ];
      let resolved = false;
      const loading = resolveInitialRoute(table, '/wishList', new QueryClient()).then(() => {
        resolved = true;
      });
      await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
      expect(resolved).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await loading;
      expect(resolved).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
