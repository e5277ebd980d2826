import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { Field, mutedControl } from './field';

interface ComposerTextProps extends Omit<ComponentProps<'textarea'>, 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  /** How long the text is now: 'n/max' is written under the box. */
  count?: number;
  /** A long description may be pulled taller; short texts keep their size. */
  resize?: 'none' | 'y';
}

/** A composer's text box on a muted surface (a post's text, a reel's or a video's description). */
export function ComposerText({ label, hint, count, resize = 'none', ...props }: ComposerTextProps) {
  return (
    <Field
      label={label}
      hint={hint}
      after={
        count === undefined ? undefined : (
          <p className="text-right text-xs text-fg-muted tabular-nums">
            {count}/{props.maxLength}
          </p>
        )
      }
    >
      {(control) => (
        <textarea {...control} className={cn(mutedControl, resize === 'y' ? 'resize-y' : 'resize-none')} {...props} />
      )}
    </Field>
  );
}

interface ComposerInputProps extends Omit<ComponentProps<'input'>, 'className'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A composer's one-line field on a muted surface (a picture's description for screen readers). */
export function ComposerInput({ label, hint, ...props }: ComposerInputProps) {
  return (
    <Field label={label} hint={hint}>
      {(control) => <input {...control} className={mutedControl} {...props} />}
    </Field>
  );
}
