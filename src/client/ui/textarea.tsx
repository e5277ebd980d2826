import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line field, announced with its error and hint like TextField. */
export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          className="min-h-24 w-full rounded-xl border border-border bg-surface-strong/70 px-3.5 py-2.5 text-base text-fg shadow-xs transition-colors placeholder:text-fg-muted/80 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm"
          {...props}
        />
      )}
    </Field>
  );
}
