import { useState, type FormEvent } from 'react';
import type { AdminBrand } from '@shared/admin-brands';
import { adminBrandsText } from '@shared/i18n/pt-BR/admin-brands-text';
import { ownerInviteSchema } from '@shared/teams';
import { Dialog } from '@client/ui/dialog';
import { FormActions } from '@client/ui/form-actions';
import { InviteEmailField, inviteProblem } from '@client/ui/invite-email-field';
import { toast } from '@client/ui/use-toast';
import { useInviteOwnerMutation } from './use-admin-brands';

const t = adminBrandsText;

/** The operator invites a brand's owner by email; the invitation waits in their notifications and studio. */
export function InviteOwnerDialog({
  brand,
  open,
  onOpenChange,
}: {
  brand: AdminBrand;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const invite = useInviteOwnerMutation(brand.id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ownerInviteSchema.safeParse({ email });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    invite.mutate(parsed.data.email, {
      onSuccess: () => {
        toast({ title: t.invited, variant: 'success' });
        setEmail('');
        onOpenChange(false);
      },
      onError: (error) => setProblem(inviteProblem(error)),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.inviteOwnerTitle(brand.name)}
      description={t.inviteOwnerDescription}
      restoreFocus
    >
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <InviteEmailField label={t.inviteEmail} value={email} onChange={setEmail} error={problem} />
        <FormActions cancelLabel={t.cancel} submitLabel={t.invite} pending={invite.isPending} />
      </form>
    </Dialog>
  );
}
