import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@client/lib/query-client';
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

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ThemeSync />
        <AppRoutes />
        <ToastHost />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
