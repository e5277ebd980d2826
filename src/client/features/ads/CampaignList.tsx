import { Megaphone } from 'lucide-react';
import type { Campaign } from '@shared/ads';
import { formatBRL, formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { QueryError } from '@client/app/QueryError';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { useCampaignsQuery, useEndCampaignMutation } from './use-ads';

const t = ptBR.ads;

function CampaignCard({ campaign }: { campaign: Campaign }) {
  const end = useEndCampaignMutation();
  const active = campaign.status === 'active';
  const progress = campaign.totalCents
    ? Math.min(100, Math.round((campaign.spentCents / campaign.totalCents) * 100))
    : 0;
  return (
    <li className="flex gap-3 px-4 py-4 sm:px-5">
      <div className="size-14 shrink-0 overflow-hidden rounded-xl bg-surface-muted">
        {campaign.post?.imageUrl ? (
          <img src={campaign.post.imageUrl} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <span className="grid size-full place-items-center text-fg-muted">
            <Megaphone aria-hidden="true" className="size-6" />
          </span>
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <h3 className="truncate font-semibold">{t.objectives[campaign.objective].label}</h3>
          <span
            className={cn(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
              active ? 'bg-success/15 text-success' : 'bg-fg/10 text-fg-muted',
            )}
          >
            {t.statuses[campaign.status]}
          </span>
        </div>
        <p className="text-sm text-fg-muted">
          {t.perDay(formatBRL(campaign.dailyBudgetCents))} · {t.days(campaign.durationDays)} · {t.total}{' '}
          {formatBRL(campaign.totalCents)}
        </p>
        <p className="text-sm">
          {t.estimatedReach}:{' '}
          <span className="font-semibold tabular-nums">
            {t.reachRange(formatCount(campaign.reachMin), formatCount(campaign.reachMax))}
          </span>
        </p>
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={t.spent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-1.5 overflow-hidden rounded-full bg-fg/10"
          >
            <div className="h-full bg-brand-gradient" style={{ width: `${progress}%` }} />
          </div>
          <div className="flex items-center justify-between gap-2 text-xs text-fg-muted">
            <span>
              {t.spent}: {formatBRL(campaign.spentCents)}
            </span>
            {active ? <span>{t.daysLeft(campaign.daysLeft)}</span> : null}
          </div>
        </div>
        {active ? (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start px-0 text-destructive"
            disabled={end.isPending}
            onClick={() =>
              end.mutate(campaign.id, {
                onSuccess: () => toast({ title: t.campaignEnded, variant: 'success' }),
                onError: (e) =>
                  toast({ title: ptBR.common.error, description: errorMessage(e), variant: 'destructive' }),
              })
            }
          >
            {end.isPending ? <Spinner /> : null}
            {t.endCampaign}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function CampaignList() {
  const campaigns = useCampaignsQuery();
  const items = campaigns.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card aria-labelledby="campanhas" className="p-0">
      <h2 id="campanhas" className="px-4 pt-4 font-semibold sm:px-5">
        {t.campaigns}
      </h2>
      {campaigns.isError ? (
        <QueryError className="p-4" error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : campaigns.isPending ? (
        <div aria-busy="true" className="grid gap-3 p-4">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : items.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-fg-muted">{t.noCampaigns}</p>
      ) : (
        <ul className="mt-1 divide-y divide-border">
          {items.map((c) => (
            <CampaignCard key={c.id} campaign={c} />
          ))}
        </ul>
      )}
      {campaigns.hasNextPage ? (
        <div className="border-t border-border p-3 text-center">
          <Button
            variant="ghost"
            size="sm"
            disabled={campaigns.isFetchingNextPage}
            onClick={() => void campaigns.fetchNextPage()}
          >
            {campaigns.isFetchingNextPage ? <Spinner /> : null}
            {t.loadMore}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
