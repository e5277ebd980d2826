import { Check, X } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { Button } from '@client/ui/button';
import { toast, toastError } from '@client/ui/use-toast';
import { useFollowRequestDecision, useFollowRequestsQuery } from './use-settings';
import { ListCard } from '@client/ui/list-card';

const t = ptBR.privacy;

/** Who asked to follow the private account, to approve or decline. */

/** A request's two answers; approving is the button that stands out. */
const decisions = [
  { approve: true, variant: 'default', label: t.approve, labelOf: t.approveOf, icon: Check },
  { approve: false, variant: 'ghost', label: t.decline, labelOf: t.declineOf, icon: X },
] as const;

export function FollowRequestsCard() {
  const requests = useFollowRequestsQuery(true);
  const decide = useFollowRequestDecision();

  const answer = (memberId: string, approve: boolean) =>
    decide.mutate(
      { memberId, approve },
      {
        onSuccess: () => toast({ title: approve ? t.approved : t.declined, variant: 'success' }),
        onError: toastError,
      },
    );

  return (
    <ListCard
      title={t.followRequests}
      list={requests}
      placeholders={{ count: 1, className: 'h-12' }}
      empty={t.noFollowRequests}
    >
      {(r) => (
        <li key={r.memberId} className="flex items-center gap-3 px-4 py-3 sm:px-5">
          <img src={r.avatarUrl} alt="" width={40} height={40} className="size-10 rounded-full object-cover" />
          <span className="min-w-0 flex-1 truncate font-medium">{r.name}</span>
          {decisions.map(({ approve, variant, label, labelOf, icon: Icon }) => (
            <Button
              key={label}
              variant={variant}
              size="sm"
              aria-label={labelOf(r.name)}
              disabled={decide.isPending}
              onClick={() => answer(r.memberId, approve)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </li>
      )}
    </ListCard>
  );
}
