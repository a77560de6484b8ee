import type { UserType } from '@ansim/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../../src/app/routes/routes.tsx';
import { type SessionUser, useUserStore } from '../../src/stores/user-store.ts';

export const makeUser = (userType: UserType, overrides: Partial<SessionUser> = {}): SessionUser => ({
  userNo: 7,
  userType,
  name: '김안심',
  id: 'ansim01',
  ...overrides,
});

export function signInAs(userType: UserType | null, overrides: Partial<SessionUser> = {}): void {
  if (userType === null) return;
  useUserStore.setState({ user: makeUser(userType, overrides), accessToken: 'token-1' });
}

export interface RenderAppOptions {
  /** Earlier history entries, oldest first; the last of `entries` is the current page. */
  entries?: string[];
  userType?: UserType | null;
}

/** The whole app (routes, shell, guards) in a memory router at `path`. */
export function renderApp(path: string, { entries, userType = null }: RenderAppOptions = {}) {
  signInAs(userType);
  const initialEntries = entries ?? [path];
  const router = createMemoryRouter(appRoutes, { initialEntries, initialIndex: initialEntries.length - 1 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

/**
 * The page title in the header (the page's h1). The header draws once the route's module has loaded (React
 * Router's `lazy`), which on a busy machine can take longer than findBy's default second for a large page.
 */
export const findPageTitle = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 3_000 });

export const currentPath = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname;

/**
 * Lets the effects of the first render run before the test acts, as they would before a real user's first
 * tap: store subscriptions (the modal host) and the router's unsaved-changes blocker, which registers one
 * render after mount.
 */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
