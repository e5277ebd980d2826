import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { Button } from '@client/ui/button';

interface State {
  error: Error | null;
}

/** Catches render failures and failed chunk loads (e.g. after a new release) below it. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold">{ptBR.common.error}</p>
        {/* A reload fetches the current release's chunks, which a plain re-render cannot. */}
        <Button onClick={() => window.location.reload()}>{ptBR.errors.tryAgain}</Button>
      </div>
    );
  }
}
