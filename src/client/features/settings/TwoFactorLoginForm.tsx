import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { loginCodeSchema } from '@shared/auth';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage, isApiError } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { TextField } from '@client/ui/text-field';
import { toast } from '@client/ui/use-toast';
import { useTwoFactorLoginMutation } from './use-security';

const t = ptBR.security;

/** Asks for the authenticator code (or a recovery code) after a right password. */
export function TwoFactorLoginForm({ onBack }: { onBack: () => void }) {
  const verify = useTwoFactorLoginMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginCodeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync(code);
      toast({ title: ptBR.auth.loginOk, description: ptBR.auth.loginOkDescription, variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.code === 'two_factor_challenge_expired') {
        toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
        onBack();
        return;
      }
      setError('code', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
    }
  });

  const busy = isSubmitting || verify.isPending || verify.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/12 text-accent-fg">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 className="font-semibold">{t.loginTitle}</h2>
          <p className="text-sm text-fg-muted">{t.loginDescription}</p>
        </div>
      </div>
      <TextField
        label={t.loginCode}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" variant="brand" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner /> : null}
        {t.loginSubmit}
      </Button>
      <Button variant="ghost" onClick={onBack} className="justify-self-center">
        <ArrowLeft aria-hidden="true" />
        {t.loginBack}
      </Button>
    </form>
  );
}
