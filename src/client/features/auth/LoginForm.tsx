import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ptBR } from '@shared/i18n/pt-BR';
import { isApiError } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { TextField } from '@client/ui/text-field';
import { toast } from '@client/ui/use-toast';
import { reportAuthError } from './form-errors';
import { loginResolver } from './login-check';
import { useLoginMutation } from './use-session';

const t = ptBR.auth;

// Only members with two-factor authentication ever see the code step.
const TwoFactorLoginForm = lazy(async () => ({
  default: (await import('@client/features/settings/TwoFactorLoginForm')).TwoFactorLoginForm,
}));

export function LoginForm() {
  const login = useLoginMutation();
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: loginResolver,
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
      <Suspense fallback={<Spinner />}>
        <TwoFactorLoginForm
          onBack={() => {
            setNeedsCode(false);
            login.reset();
          }}
        />
      </Suspense>
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
