import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { Label } from '@client/ui/label';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line field, announced with its error and hint like TextField. */
export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy =
    [error ? `${inputId}-erro` : null, hint ? `${inputId}-dica` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-24 w-full rounded-xl border border-border bg-surface-strong/70 px-3.5 py-2.5 text-base text-fg shadow-xs transition-colors placeholder:text-fg-muted/80 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm"
        {...props}
      />
      {hint ? (
        <p id={`${inputId}-dica`} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-erro`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
