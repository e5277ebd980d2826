import { RefreshCw } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';

/** A failed load, its reason in pt-BR, and a way to try again. */
export function QueryError({ error, onRetry, className }: { error: unknown; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('grid justify-items-start gap-2 text-sm', className)}>
      <p className="font-semibold">{ptBR.common.error}</p>
      <p className="text-fg-muted">{errorMessage(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {ptBR.errors.tryAgain}
      </Button>
    </div>
  );
}
