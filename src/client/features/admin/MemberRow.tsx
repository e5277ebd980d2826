import { Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { AdminMember } from '@shared/admin';
import { ptBR } from '@shared/i18n/pt-BR';
import { adminBrandsText } from '@shared/i18n/pt-BR/admin-brands-text';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { toast } from '@client/ui/use-toast';
import { useMember } from '@client/features/auth/use-session';
import { useSuspensionMutation } from './use-admin';
import { Avatar } from '@client/ui/thumb';

const t = ptBR.admin;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric' });

function Badge({ children, tone }: { children: string; tone: 'primary' | 'destructive' }) {
  const colours = tone === 'primary' ? 'bg-primary/12 text-accent-fg' : 'bg-destructive/12 text-destructive';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}

/** One member of the console's list, with the suspension action behind a confirmation. */
export function MemberRow({ member }: { member: AdminMember }) {
  const me = useMember();
  const [asking, setAsking] = useState(false);
  const change = useSuspensionMutation();
  const action = member.suspended ? 'reinstate' : 'suspend';
  // Operators are suspended by nobody here (revoked from the command line first), themselves least of all.
  const canAct = member.suspended || (!member.isOperator && member.id !== me?.id);

  const confirm = () =>
    change.mutate(
      { id: member.id, action },
      {
        onSuccess: () => {
          setAsking(false);
          toast({ title: action === 'suspend' ? t.suspended : t.reinstated, variant: 'success' });
        },
        onError: (error) => {
          setAsking(false);
          toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
        },
      },
    );

  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap sm:px-5">
      <Avatar src={member.avatarUrl} size={40} className="shrink-0" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex flex-wrap items-center gap-1.5 font-medium">
          <span className="truncate">{member.name}</span>
          {member.id === me?.id ? <Badge tone="primary">{t.you}</Badge> : null}
          {member.isOperator ? <Badge tone="primary">{t.badgeOperator}</Badge> : null}
          {member.suspended ? <Badge tone="destructive">{t.badgeSuspended}</Badge> : null}
        </span>
        <span className="truncate text-sm text-fg-muted">{member.email}</span>
        <span className="text-xs text-fg-muted">
          {member.isOperator ? t.badgeOperator : adminBrandsText.roleMember} ·{' '}
          {t.memberSince(dateFormat.format(new Date(member.createdAt)))}
        </span>
        {member.teams.length > 0 ? (
          <ul aria-label={adminBrandsText.memberTeams} className="flex flex-wrap gap-1.5 pt-0.5">
            {member.teams.map((team) => (
              <li key={team.brandId} className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium">
                {team.brandName} · {ptBR.studio.roles[team.role]}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {canAct ? (
        <Button
          variant={member.suspended ? 'outline' : 'ghost'}
          size="sm"
          className={member.suspended ? 'ml-auto' : 'ml-auto text-destructive hover:bg-destructive/10'}
          aria-label={member.suspended ? t.reinstateOf(member.name) : t.suspendOf(member.name)}
          onClick={() => setAsking(true)}
        >
          {member.suspended ? <RotateCcw aria-hidden="true" /> : <Ban aria-hidden="true" />}
          {member.suspended ? t.reinstate : t.suspend}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={member.suspended ? t.reinstateTitle(member.name) : t.suspendTitle(member.name)}
        description={member.suspended ? t.reinstateDescription : t.suspendDescription}
        confirmLabel={member.suspended ? t.reinstate : t.suspend}
        pending={change.isPending}
        onConfirm={confirm}
      />
    </li>
  );
}
