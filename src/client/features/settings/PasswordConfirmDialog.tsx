import { useState, type FormEvent, type ReactNode } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage, isApiError } from '@client/lib/api';
import { BusyButton } from '@client/ui/busy-button';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/text-field';
import { toastError } from '@client/ui/use-toast';
import { Dialog } from '@client/ui/dialog';

const t = ptBR.security;

interface PasswordConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** Throws the server's refusal; a wrong password shows under the field. */
  onConfirm: (password: string) => Promise<void>;
}

/** Asks for the member's password before a sensitive change. */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  pending,
  onConfirm,
}: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(t.passwordConfirmRequired);
      return;
    }
    try {
      await onConfirm(password);
      setPassword('');
    } catch (err) {
      if (isApiError(err, 400)) setError(errorMessage(err));
      else toastError(err);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description}>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
        <TextField
          label={t.passwordConfirm}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => close(false)}>
            {t.cancel}
          </Button>
          <BusyButton type="submit" variant={destructive ? 'destructive' : 'default'} busy={pending}>
            {confirmLabel}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
