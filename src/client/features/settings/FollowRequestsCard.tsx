import { Check, X } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { QueryError } from '@client/app/QueryError';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { useFollowRequestDecision, useFollowRequestsQuery } from './use-settings';

const t = ptBR.privacy;

/** Who asked to follow the private account, to approve or decline. */
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
              <Button
                size="sm"
                aria-label={t.approveOf(r.name)}
                disabled={decide.isPending}
                onClick={() => answer(r.memberId, true)}
              >
                <Check aria-hidden="true" />
                {t.approve}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t.declineOf(r.name)}
                disabled={decide.isPending}
                onClick={() => answer(r.memberId, false)}
              >
                <X aria-hidden="true" />
                {t.decline}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {requests.hasNextPage ? (
        <div className="border-t border-border p-3 text-center">
          <Button
            variant="ghost"
            size="sm"
            disabled={requests.isFetchingNextPage}
            onClick={() => void requests.fetchNextPage()}
          >
            {requests.isFetchingNextPage ? <Spinner /> : null}
            {ptBR.wallet.loadMore}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
