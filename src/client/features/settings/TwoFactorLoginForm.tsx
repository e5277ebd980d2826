import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { loginCodeSchema } from '@shared/auth';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage, isApiError } from '@client/lib/api';
import { BusyButton } from '@client/ui/busy-button';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/text-field';
import { toast, toastError } from '@client/ui/use-toast';
import { IconHeading } from '@client/ui/icon-tile';
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
        toastError(error);
        onBack();
        return;
      }
      setError('code', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
    }
  });

  const busy = isSubmitting || verify.isPending || verify.isSuccess;
  // The submit handler catches and shows its own failures: nothing is left to await.
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <IconHeading icon={ShieldCheck} title={t.loginTitle} description={t.loginDescription} />
      <TextField
        label={t.loginCode}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={errors.code?.message}
        {...register('code')}
      />
      <BusyButton type="submit" variant="brand" size="lg" busy={busy} className="w-full">
        {t.loginSubmit}
      </BusyButton>
      <Button variant="ghost" onClick={onBack} className="justify-self-center">
        <ArrowLeft aria-hidden="true" />
        {t.loginBack}
      </Button>
    </form>
  );
}
