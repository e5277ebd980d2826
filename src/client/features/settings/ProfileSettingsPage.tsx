import { zodResolver } from '@hookform/resolvers/zod';
import { Camera, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { ptBR } from '@shared/i18n/pt-BR';
import { profileSchema } from '@shared/settings';
import { reportAuthError } from '@client/features/auth/form-errors';
import { useMember } from '@client/features/auth/use-session';
import { BusyButton } from '@client/ui/busy-button';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Spinner } from '@client/ui/spinner';
import { TextField } from '@client/ui/text-field';
import { toast, toastError } from '@client/ui/use-toast';
import { TextareaField } from '@client/ui/textarea';
import { useAvatarMutation, useProfileMutation } from './use-settings';
import { PhoneField } from '@client/ui/contact-fields';
import { SettingsSubpage } from './SettingsSubpage';

const t = ptBR.profileSettings;

function AvatarCard() {
  const member = useMember();
  const avatar = useAvatarMutation();
  const input = useRef<HTMLInputElement>(null);
  if (!member) return null;
  const uploaded = member.avatarUrl.startsWith('/media/');

  const send = (file: File | null) =>
    avatar.mutate(file, {
      onSuccess: () => toast({ title: file ? t.avatarSaved : t.avatarRemoved, variant: 'success' }),
      onError: toastError,
    });

  return (
    <Card className="flex items-center gap-4 p-4 sm:p-5">
      <div className="relative size-20 shrink-0 overflow-hidden rounded-full bg-surface-muted ring-2 ring-primary/30 sm:size-24">
        <img
          src={member.avatarUrl}
          alt={t.avatarAlt(member.name)}
          width={96}
          height={96}
          className="size-full object-cover"
        />
        {avatar.isPending ? (
          <span className="absolute inset-0 grid place-items-center bg-black/40 text-white">
            <Spinner label={ptBR.common.loading} className="size-6" />
          </span>
        ) : null}
      </div>
      <div className="grid gap-2">
        <p className="font-semibold">{t.avatar}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={avatar.isPending} onClick={() => input.current?.click()}>
            <Camera aria-hidden="true" />
            {t.changeAvatar}
          </Button>
          {uploaded ? (
            <Button variant="ghost" size="sm" disabled={avatar.isPending} onClick={() => send(null)}>
              <Trash2 aria-hidden="true" />
              {t.removeAvatar}
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={t.changeAvatar}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            if (!file.type.startsWith('image/')) {
              toast({
                title: ptBR.shop.imageInvalid.title,
                description: ptBR.shop.imageInvalid.description,
                variant: 'destructive',
              });
              return;
            }
            send(file);
          }}
        />
      </div>
    </Card>
  );
}

function ProfileForm() {
  const member = useMember();
  const profile = useProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      name: member?.name ?? '',
      bio: member?.bio ?? '',
      website: member?.website ?? '',
      phone: member?.phone ?? '',
    },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { member: saved } = await profile.mutateAsync(values);
      reset({ name: saved.name, bio: saved.bio ?? '', website: saved.website ?? '', phone: saved.phone ?? '' });
      toast({ title: t.saved, description: t.savedDescription, variant: 'success' });
    } catch (error) {
      reportAuthError(error, ['name', 'bio', 'website', 'phone'], setError);
    }
  });

  const busy = isSubmitting || profile.isPending;
  // The submit handler catches and shows its own failures: nothing is left to await.
  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <TextField label={t.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextareaField
          label={t.bio}
          hint={t.bioHint}
          maxLength={160}
          rows={3}
          error={errors.bio?.message}
          {...register('bio')}
        />
        <TextField
          label={t.website}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t.websitePlaceholder}
          error={errors.website?.message}
          {...register('website')}
        />
        <PhoneField label={t.phone} error={errors.phone?.message} {...register('phone')} />
        <BusyButton type="submit" variant="brand" busy={busy} disabled={!isDirty} className="justify-self-start">
          {t.save}
        </BusyButton>
      </form>
    </Card>
  );
}

export function ProfileSettingsPage() {
  return (
    <SettingsSubpage section="profile">
      <AvatarCard />
      <ProfileForm />
    </SettingsSubpage>
  );
}
