import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { resolveInitialRoute } from './routes/resolve-initial-route.ts';
import { appRoutes } from './routes/routes.tsx';

export const createAppRouter = () => createBrowserRouter(appRoutes);

/** The landing page's code, loaded before the first render, and its first call started (resolveInitialRoute). */
export const loadLandingRoute = (pathname: string, queryClient: QueryClient) =>
  resolveInitialRoute(appRoutes, pathname, queryClient);

type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
