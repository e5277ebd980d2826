import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { FullScreenSpinner } from '@client/ui/spinner';
import type { AuthRedirectState } from './auth-redirect';
import { useSessionQuery } from './use-session';

/**
 * Renders its children only for a logged-in member; anyone else goes to /auth and comes back after.
 * `fallback` is drawn while the session is checked (the page's skeleton, rather than a spinner).
 */
export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const session = useSessionQuery();
  const location = useLocation();

  if (session.isPending) return fallback ?? <FullScreenSpinner label={ptBR.auth.loading} />;

  if (session.isError) {
    return (
      <div role="alert" className="grid min-h-dvh place-items-center p-6 text-center">
        <div className="grid max-w-sm justify-items-center gap-4">
          <p className="text-lg font-semibold">{ptBR.common.error}</p>
          <p className="text-fg-muted">{errorMessage(session.error)}</p>
          <Button onClick={() => void session.refetch()}>{ptBR.errors.tryAgain}</Button>
        </div>
      </div>
    );
  }

  if (!session.data.member) {
    // After a deliberate logout the next login starts from home, not from the previous member's page.
    const state: AuthRedirectState | undefined = session.data.loggedOut ? undefined : { from: location };
    return <Navigate to="/auth" replace state={state} />;
  }

  return children;
}
