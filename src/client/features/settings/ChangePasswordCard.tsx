import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ptBR } from '@shared/i18n/pt-BR';
import { changePasswordSchema } from '@shared/settings';
import { reportAuthError } from '@client/features/auth/form-errors';
import { BusyButton } from '@client/ui/busy-button';
import { Card } from '@client/ui/card';
import { PasswordField } from '@client/ui/password-field';
import { toast } from '@client/ui/use-toast';
import { useChangePasswordMutation } from './use-security';

const t = ptBR.security;

const formSchema = changePasswordSchema
  .and(z.object({ confirmPassword: z.string() }))
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: t.passwordsDiffer });

export function ChangePasswordCard() {
  const change = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      toast({ title: t.passwordChanged, description: t.passwordChangedDescription, variant: 'success' });
    } catch (error) {
      reportAuthError(error, ['currentPassword', 'newPassword'], setError);
    }
  });

  const busy = isSubmitting || change.isPending;
  // The submit handler catches and shows its own failures: nothing is left to await.
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-4 font-semibold">{t.changePassword}</h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <PasswordField
          label={t.currentPassword}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label={t.confirmPassword}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <BusyButton type="submit" busy={busy} className="justify-self-start">
          {t.changePassword}
        </BusyButton>
      </form>
    </Card>
  );
}
