import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'end'>;

/** A password input with a button that shows what was typed, and hides it again. */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? ptBR.auth.hidePassword : ptBR.auth.showPassword}
          // A tap keeps the focus (and a phone's keyboard) in the field.
          onMouseDown={(e) => e.preventDefault()}
          className="grid size-10 place-items-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      }
    />
  );
}
