import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';

interface SpinnerProps {
  className?: string;
  /** When given, the spinner announces itself; otherwise it is decoration next to visible text. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
  if (!label) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullScreenSpinner({ label = ptBR.common.loading }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label={label} className="size-10 border-4 text-primary" />
    </div>
  );
}
