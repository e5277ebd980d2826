import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'flex h-11 w-full min-w-0 rounded-xl border border-border bg-surface-strong/70 px-3.5 text-base text-fg shadow-xs transition-colors placeholder:text-fg-muted/80 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/40 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
