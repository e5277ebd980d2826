import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { LoginInput } from '@shared/auth';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage, isApiError } from '@client/lib/api';
import { BusyButton } from '@client/ui/busy-button';
import { Spinner } from '@client/ui/spinner';
import { PasswordField } from '@client/ui/password-field';
import { toast } from '@client/ui/use-toast';
import { reportAuthError } from './form-errors';
import { checkLogin } from './login-check';
import { useLoginMutation } from './use-session';
import { EmailField } from '@client/ui/contact-fields';
import { DemoHint } from './DemoHint';

const t = ptBR.auth;

// Only members with two-factor authentication ever see the code step.
const TwoFactorLoginForm = lazy(async () => ({
  default: (await import('@client/features/settings/TwoFactorLoginForm')).TwoFactorLoginForm,
}));

type Field = keyof LoginInput;
const fields: readonly Field[] = ['email', 'password'];

/*
 * Two fields checked by hand rather than with a form library: /auth is the first page a visitor
 * loads, and react-hook-form alone was 13 KB of it (decision 005). A field's message shows once it
 * has been left (or the form sent), then follows what is typed.
 */
export function LoginForm() {
  const login = useLoginMutation();
  const [needsCode, setNeedsCode] = useState(false);
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const focus = (name: Field) => (name === 'email' ? emailInput : passwordInput).current?.focus();

  const checked = checkLogin(values);
  const errors = Object.fromEntries(
    fields.map((f) => [f, serverErrors[f] ?? (touched[f] ? checked[f] : undefined)]),
  ) as Partial<Record<Field, string>>;

  const setError = ((name: Field, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    setServerErrors((e) => ({ ...e, [name]: error.message }));
    if (options?.shouldFocus) focus(name);
  }) as UseFormSetError<LoginInput>;

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setServerErrors((s) => ({ ...s, [name]: undefined }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    const first = fields.find((f) => checked[f]);
    if (first) {
      focus(first);
      return;
    }
    setSubmitting(true);
    try {
      const reply = await login.mutateAsync({ email: values.email.trim(), password: values.password });
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
      // A suspended account: the server's message says so and whom to talk to.
      if (isApiError(error, 403)) {
        toast({ title: t.loginFailed.title, description: errorMessage(error), variant: 'destructive' });
        return;
      }
      reportAuthError(error, fields, setError);
    } finally {
      setSubmitting(false);
    }
  };

  // Stays disabled after success too, until the redirect takes the form away.
  const busy = submitting || login.isPending || login.isSuccess;

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
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <EmailField label={t.email} error={errors.email} ref={emailInput} {...field('email')} />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        error={errors.password}
        ref={passwordInput}
        {...field('password')}
      />
      <BusyButton type="submit" variant="brand" size="lg" busy={busy} className="mt-1 w-full">
        {t.loginSubmit}
      </BusyButton>
      <DemoHint />
    </form>
  );
}
