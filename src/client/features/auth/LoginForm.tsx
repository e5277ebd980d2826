import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginSchema } from '@shared/auth';
import { ptBR } from '@shared/i18n/pt-BR';
import { isApiError } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { TextField } from '@client/ui/text-field';
import { toast } from '@client/ui/use-toast';
import { TwoFactorLoginForm } from '@client/features/settings/TwoFactorLoginForm';
import { reportAuthError } from './form-errors';
import { useLoginMutation } from './use-session';

const t = ptBR.auth;

export function LoginForm() {
  const login = useLoginMutation();
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await login.mutateAsync(values);
      if ('twoFactorRequired' in reply) {
        setNeedsCode(true);
        return;
      }
      toast({ title: t.loginOk, description: t.loginOkDescription, variant: 'success' });
    } catch (error) {
      if (isApiError(error, 401)) {
        toast({ title: t.loginFailed.title, description: t.loginFailed.description, variant: 'destructive' });
        return;
      }
      reportAuthError(error, ['email', 'password'], setError);
    }
  });

  // Stays disabled after success too, until the redirect takes the form away.
  const busy = isSubmitting || login.isPending || login.isSuccess;

  if (needsCode) {
    return (
      <TwoFactorLoginForm
        onBack={() => {
          setNeedsCode(false);
          login.reset();
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label={t.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="brand" size="lg" disabled={busy} className="mt-1 w-full">
        {busy ? <Spinner /> : null}
        {t.loginSubmit}
      </Button>
      <p className="rounded-xl bg-surface-muted px-3 py-2 text-center text-xs text-fg-muted">{t.demoHint}</p>
    </form>
  );
}
