import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signupSchema, type SignupInput } from '@shared/auth';
import { ptBR } from '@shared/i18n/pt-BR';
import { signupAge, todayInSaoPaulo } from '@shared/minors';
import { isApiError } from '@client/lib/api';
import { BusyButton } from '@client/ui/busy-button';
import { PasswordField } from '@client/ui/password-field';
import { TextField } from '@client/ui/text-field';
import { toast } from '@client/ui/use-toast';
import { reportAuthError } from './form-errors';
import { useSignupMutation } from './use-session';
import { EmailField, PhoneField } from '@client/ui/contact-fields';

const t = ptBR.auth;
const fieldNames = ['name', 'email', 'phone', 'password', 'birthDate', 'referralCode'] as const;

/**
 * The server's schema, plus the age it checks on the day of the sign-up (decision 028), so an under-13
 * or an impossible date is told at once; the server checks again and stores nothing either way.
 */
const formSchema = signupSchema.superRefine((value, ctx) => {
  const age = signupAge(value.birthDate, todayInSaoPaulo(Date.now()));
  if (!age.ok && age.problem !== 'required' && age.problem !== 'invalid') {
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: age.message });
  }
});

export function SignupForm() {
  const signup = useSignupMutation();
  // The date picker offers no day ahead; read once, as the form opens.
  const [today] = useState(() => todayInSaoPaulo(Date.now()));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', birthDate: '', referralCode: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ phone, referralCode, ...required }) => {
    // Optional fields left blank are not sent at all.
    const input: SignupInput = { ...required };
    if (phone) input.phone = phone;
    if (referralCode) input.referralCode = referralCode;
    try {
      const { referral } = await signup.mutateAsync(input);
      // One toast at a time: the referral outcome is the news worth showing.
      if (referral === 'applied') {
        toast({ title: t.referralOk, description: t.referralOkSignupDescription, variant: 'success' });
      } else if (referral === 'invalid') {
        toast({ title: t.referralInvalid.title, description: t.referralInvalid.description, variant: 'warning' });
      } else {
        toast({ title: t.signupOk, description: t.signupOkDescription, variant: 'success' });
      }
    } catch (error) {
      if (isApiError(error, 409)) {
        setError('email', { type: 'server', message: t.emailTaken.description });
        toast({ title: t.emailTaken.title, description: t.emailTaken.description, variant: 'destructive' });
        return;
      }
      reportAuthError(error, fieldNames, setError);
    }
  });

  const busy = isSubmitting || signup.isPending || signup.isSuccess;

  // The submit handler catches and shows its own failures: nothing is left to await.
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <TextField
        label={t.name}
        autoComplete="name"
        autoCapitalize="words"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField label={t.email} error={errors.email?.message} {...register('email')} />
      <PhoneField label={t.phone} error={errors.phone?.message} {...register('phone')} />
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        error={errors.password?.message}
        hint={errors.password ? undefined : ptBR.validation.passwordTooShort}
        {...register('password')}
      />
      <TextField
        label={ptBR.minors.birthDate}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={today}
        error={errors.birthDate?.message}
        hint={errors.birthDate ? undefined : ptBR.minors.birthDateHint}
        {...register('birthDate')}
      />
      <TextField
        label={t.referralCode}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:uppercase"
        error={errors.referralCode?.message}
        {...register('referralCode')}
      />
      <BusyButton type="submit" variant="brand" size="lg" busy={busy} className="mt-1 w-full">
        {t.signupSubmit}
      </BusyButton>
    </form>
  );
}
