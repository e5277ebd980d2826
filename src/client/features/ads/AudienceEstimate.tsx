import { formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { Skeleton } from '@client/ui/skeleton';
import { useAdAudienceQuery } from './use-ads';

const t = ptBR.ads;

/**
 * The review step's 'Público estimado': the members the campaign may be shown to, as the server counts
 * them, minors left out. A row of the review's list, so it reads with the other figures.
 */
export function AudienceEstimate() {
  const audience = useAdAudienceQuery();
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-b border-border pb-2">
      <dt className="text-fg-muted">{t.estimatedAudience}</dt>
      <dd className="text-right font-semibold tabular-nums" aria-live="polite" aria-busy={audience.isPending}>
        {audience.isPending ? (
          <Skeleton className="ml-auto h-4 w-24" />
        ) : audience.isError ? (
          <span className="font-normal text-fg-muted">{t.audienceUnavailable}</span>
        ) : (
          t.audienceMembers(audience.data.members, formatCount(audience.data.members))
        )}
      </dd>
      <dd className="col-span-2 text-xs text-fg-muted">{t.audienceHint}</dd>
    </div>
  );
}
