import { AlertTriangle, Loader } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';

/** What stands in for a video that is not ready: processing (with a hint) or failed (with the reason). */
export function VideoStatus({
  status,
  error,
  compact = false,
  className,
}: {
  status: 'processing' | 'failed';
  error?: string | null;
  compact?: boolean;
  className?: string;
}) {
  const failed = status === 'failed';
  return (
    <div
      role="status"
      className={cn(
        'grid place-items-center content-center gap-2 p-4 text-center text-white',
        failed ? 'bg-gradient-to-br from-rose-950 to-slate-900' : 'bg-gradient-to-br from-slate-800 to-slate-950',
        className,
      )}
    >
      {failed ? (
        <AlertTriangle aria-hidden="true" className={compact ? 'size-5' : 'size-8 text-rose-300'} />
      ) : (
        <Loader aria-hidden="true" className={cn('animate-spin', compact ? 'size-5' : 'size-8')} />
      )}
      <p className={cn('font-semibold', compact ? 'text-xs' : 'text-base')}>
        {failed ? ptBR.videoMedia.failed : ptBR.videoMedia.processing}
      </p>
      {compact ? null : (
        <p className="max-w-sm text-sm text-white/80">{failed ? error : ptBR.videoMedia.processingHint}</p>
      )}
    </div>
  );
}
