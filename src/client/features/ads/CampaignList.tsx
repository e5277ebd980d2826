import { ptBR } from '@shared/i18n/pt-BR';
import { QueryError } from '@client/ui/query-error';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { CampaignCard } from './CampaignCard';
import { useCampaignsQuery } from './use-ads';
import { LoadMore } from '@client/ui/load-more';

const t = ptBR.ads;

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
      <LoadMore list={campaigns} size="sm" frame="border-t border-border p-3 text-center" />
    </Card>
  );
}
