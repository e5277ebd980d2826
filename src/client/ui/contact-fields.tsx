import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type TextFieldProps = ComponentProps<typeof TextField>;

/** An e-mail address field: the phone keyboard shows '@', and nothing capitalises or corrects it. */
export function EmailField(props: TextFieldProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** A phone number field with the phone's dial pad. */
export function PhoneField(props: TextFieldProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
