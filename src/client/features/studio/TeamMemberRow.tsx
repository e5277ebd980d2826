import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { isTeamRole, teamRoles } from '@shared/brand-roles';
import type { TeamMember } from '@shared/teams';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { toast } from '@client/ui/use-toast';
import { useChangeRole, useRemoveMember } from './use-studio';
import { Avatar } from '@client/ui/thumb';

const t = ptBR.studio;

export const selectClass =
  'h-10 rounded-xl border border-border bg-surface-strong/70 px-3 text-base text-fg sm:text-sm';

const failed = (error: unknown) =>
  toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });

interface TeamMemberRowProps {
  brandId: string;
  member: TeamMember;
  isMe: boolean;
  /** The viewer owns the brand: they change roles and remove anyone. */
  manage: boolean;
  /** Called after the viewer left the team. */
  onLeft: () => void;
}

/** One person of the team: their role (a select for owners), and remove or leave behind a confirmation. */
export function TeamMemberRow({ brandId, member, isMe, manage, onLeft }: TeamMemberRowProps) {
  const [asking, setAsking] = useState(false);
  const changeRole = useChangeRole(brandId);
  const remove = useRemoveMember(brandId);

  const confirm = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        setAsking(false);
        toast({ title: isMe ? t.left : t.removed, variant: 'success' });
        if (isMe) onLeft();
      },
      onError: (error) => {
        setAsking(false);
        failed(error);
      },
    });

  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap sm:px-5">
      <Avatar src={member.avatarUrl} size={40} className="shrink-0" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">
          {member.name}
          {isMe ? <span className="ml-1.5 text-xs text-fg-muted">({t.you})</span> : null}
        </span>
        {manage ? null : <span className="text-sm text-fg-muted">{t.roles[member.role]}</span>}
      </div>
      {manage ? (
        <select
          aria-label={t.changeRole(member.name)}
          value={member.role}
          disabled={changeRole.isPending}
          onChange={(e) => {
            if (!isTeamRole(e.target.value)) return;
            changeRole.mutate(
              { userId: member.id, role: e.target.value },
              { onSuccess: () => toast({ title: t.roleChanged, variant: 'success' }), onError: failed },
            );
          }}
          className={selectClass}
        >
          {teamRoles.map((role) => (
            <option key={role} value={role}>
              {t.roles[role]}
            </option>
          ))}
        </select>
      ) : null}
      {isMe || manage ? (
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10"
          aria-label={isMe ? t.leave : t.removeOf(member.name)}
          onClick={() => setAsking(true)}
        >
          <UserMinus aria-hidden="true" />
          {isMe ? t.leave : t.remove}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={isMe ? t.leaveTitle : t.removeTitle(member.name)}
        description={isMe ? t.leaveDescription : t.removeDescription}
        confirmLabel={isMe ? t.leave : t.remove}
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </li>
  );
}
