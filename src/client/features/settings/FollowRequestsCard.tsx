import { Check, X } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { QueryError } from '@client/ui/query-error';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import { useFollowRequestDecision, useFollowRequestsQuery } from './use-settings';
import { LoadMore } from '@client/ui/load-more';

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
  const items = requests.data?.pages.flatMap((p) => p.items) ?? [];

  const answer = (memberId: string, approve: boolean) =>
    decide.mutate(
      { memberId, approve },
      {
        onSuccess: () => toast({ title: approve ? t.approved : t.declined, variant: 'success' }),
        onError: (e) => toast({ title: ptBR.common.error, description: errorMessage(e), variant: 'destructive' }),
      },
    );

  return (
    <Card aria-labelledby="solicitacoes" className="p-0">
      <h2 id="solicitacoes" className="px-4 pt-4 font-semibold">
        {t.followRequests}
      </h2>
      {requests.isError ? (
        <QueryError className="p-4" error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.isPending ? (
        <div aria-busy="true" className="p-4">
          <Skeleton className="h-12" />
        </div>
      ) : items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-fg-muted">{t.noFollowRequests}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {items.map((r) => (
            <li key={r.memberId} className="flex items-center gap-3 px-4 py-3">
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
          ))}
        </ul>
      )}
      <LoadMore list={requests} size="sm" frame="border-t border-border p-3 text-center" />
    </Card>
  );
}
