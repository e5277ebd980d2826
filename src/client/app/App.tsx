import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@client/lib/query-client';
import { LIVE_CLOCK, RenderClockContext, type RenderClock } from '@client/lib/render-clock';
import { useToasts } from '@client/ui/use-toast';
import { AppRoutes } from '@client/routes';
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
}

export function App({ queryClient: given, clock = LIVE_CLOCK, router }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => {
    // Tells automation (and anyone inspecting the page) that the controls now respond.
    document.documentElement.dataset.interactive = '';
  }, []);
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
