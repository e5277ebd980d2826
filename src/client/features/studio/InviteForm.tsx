import { useId, useState, type FormEvent } from 'react';
import { isTeamRole, teamRoles, type TeamRole } from '@shared/brand-roles';
import { ptBR } from '@shared/i18n/pt-BR';
import { BusyButton } from '@client/ui/busy-button';
import { InviteEmailField, inviteProblem } from '@client/ui/invite-email-field';
import { toast } from '@client/ui/use-toast';
import { selectClass } from './TeamMemberRow';
import { useInvite } from './use-studio';

const t = ptBR.studio;

/** The owner's invitation: an email and a role; the server checks the email and answers in pt-BR. */
export function InviteForm({ brandId }: { brandId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('editor');
  const [problem, setProblem] = useState<string>();
  const invite = useInvite(brandId);
  const roleId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          setEmail('');
          toast({ title: t.invited, variant: 'success' });
        },
        onError: (error) => setProblem(inviteProblem(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end" noValidate>
      <InviteEmailField label={t.inviteEmail} value={email} onChange={setEmail} error={problem} />
      <div className="grid gap-1.5 text-sm font-medium">
        <label htmlFor={roleId}>{t.inviteRole}</label>
        <select
          id={roleId}
          value={role}
          onChange={(e) => isTeamRole(e.target.value) && setRole(e.target.value)}
          className={`${selectClass} h-11`}
        >
          {teamRoles.map((r) => (
            <option key={r} value={r}>
              {t.roles[r]}
            </option>
          ))}
        </select>
      </div>
      <BusyButton type="submit" busy={invite.isPending}>
        {t.invite}
      </BusyButton>
    </form>
  );
}
