import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** A control inside the input's right end (the password field's show toggle); the text keeps clear of it. */
  end?: ReactNode;
}

/** A labelled input whose error and hint are announced with it. */
export function TextField({ label, error, hint, end, id, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) =>
        end ? (
          <div className="relative">
            <Input {...control} {...inputProps} className="pr-12" />
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{end}</div>
          </div>
        ) : (
          <Input {...control} {...inputProps} />
        )
      }
    </Field>
  );
}
