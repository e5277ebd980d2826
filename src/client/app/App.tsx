import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { useMarkInteractive } from '@client/lib/interactive';
import { createQueryClient } from '@client/lib/query-client';
import { LIVE_CLOCK, RenderClockContext, type RenderClock } from '@client/lib/render-clock';
import { useToasts } from '@client/ui/use-toast';
import { AppRoutes } from './routes';
import { ThemeSync } from './ThemeSync';

const Toaster = lazy(async () => ({ default: (await import('@client/ui/toast')).Toaster }));

/** Loads the toast UI with the first toast, keeping it out of the code every page needs first. */
function ToastHost() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

interface AppProps {
  /** Given when the cache already holds the server's answers (a server-rendered page). */
  queryClient?: QueryClient;
  /** The clock a server-rendered page was written with; the live one once the page is hydrated. */
  clock?: RenderClock;
  /** The server's router; the browser's history otherwise. */
  router?: (children: ReactNode) => ReactNode;
  /** Hydrating the server's markup: the page is interactive once the shell's page has hydrated. */
  serverRendered?: boolean;
}

export function App({ queryClient: given, clock = LIVE_CLOCK, router, serverRendered = false }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // A page drawn in the browser responds as soon as it has mounted; a hydrated one says so in AppShell.
  useMarkInteractive(!serverRendered);
  const routes = (
    <>
      <ThemeSync />
      <AppRoutes />
      <ToastHost />
    </>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RenderClockContext value={clock}>
        {router ? router(routes) : <BrowserRouter>{routes}</BrowserRouter>}
      </RenderClockContext>
    </QueryClientProvider>
  );
}
