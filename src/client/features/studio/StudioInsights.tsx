import { Download } from 'lucide-react';
import { lazy, useState } from 'react';
import { insightsPaths } from '@shared/api-paths';
import type { FollowerDay, Insights, SalesDay } from '@shared/insights';
import { DEFAULT_INSIGHT_PERIOD, insightPeriods, type InsightPeriod } from '@shared/insights-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { formatBRL, formatCount } from '@shared/format';
import { cn } from '@client/lib/cn';
import { buttonVariants } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { QueryError } from '@client/ui/query-error';
import { Skeleton } from '@client/ui/skeleton';
import { ChartFrame, CHART_HEIGHT, DayTable, Stat, type DayColumns } from './InsightsParts';
import { InsightsContent } from './InsightsContent';
import { InsightsTagSales } from './InsightsTagSales';
import { useInsights } from './use-insights';

const t = ptBR.insights;

// recharts is loaded with the first chart, never with the studio itself.
const charts = () => import('./InsightsCharts');
const FollowersChart = lazy(async () => ({ default: (await charts()).FollowersChart }));
const SalesChart = lazy(async () => ({ default: (await charts()).SalesChart }));

const followerColumns: DayColumns<FollowerDay> = [
  [t.newFollowers, (d) => formatCount(d.gained)],
  [t.unfollows, (d) => formatCount(d.lost)],
  [t.totalFollowers, (d) => formatCount(d.total)],
];
const salesColumns: DayColumns<SalesDay> = [
  [t.orders, (d) => formatCount(d.orders)],
  [t.units, (d) => formatCount(d.units)],
  [t.revenue, (d) => formatBRL(d.revenueCents)],
];

function PeriodSwitch({ value, onChange }: { value: InsightPeriod; onChange: (days: InsightPeriod) => void }) {
  return (
    <div role="group" aria-label={t.period} className="flex gap-1 rounded-xl bg-surface-muted p-1">
      {insightPeriods.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={cn(
            'rounded-lg px-3 py-1.5 text-sm font-semibold text-fg-muted focus-visible:outline-2 focus-visible:outline-ring',
            value === days && 'bg-surface-strong text-fg shadow-sm',
          )}
        >
          {t.periodOption(days)}
        </button>
      ))}
    </div>
  );
}

function InsightsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-6">
      <span className="sr-only">{ptBR.common.loading}</span>
      <div className="grid grid-cols-2 gap-3 @lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[76px]" />
        ))}
      </div>
      <div className="grid gap-6 @3xl:grid-cols-2">
        <Skeleton className={cn(CHART_HEIGHT, 'mt-11')} />
        <Skeleton className={cn(CHART_HEIGHT, 'mt-11')} />
      </div>
    </div>
  );
}

function InsightsBody({ data }: { data: Insights }) {
  const { followers, sales, content, tagSales } = data;
  const hasSales = sales.orders > 0;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 @lg:grid-cols-4">
        <Stat
          label={t.followersNow}
          value={formatCount(followers.current)}
          hint={t.followersChange(formatCount(followers.gained), formatCount(followers.lost))}
        />
        <Stat label={t.engagement} value={formatCount(content.engagement)} />
        <Stat
          label={t.orders}
          value={formatCount(sales.orders)}
          hint={`${formatCount(sales.units)} ${t.units.toLowerCase()}`}
        />
        <Stat label={t.revenue} value={formatBRL(sales.revenueCents)} />
      </div>
      <div className="grid gap-6 @3xl:grid-cols-2">
        <ChartFrame
          title={t.followersChart}
          chart={<FollowersChart days={followers.days} />}
          table={<DayTable caption={t.followersChart} days={followers.days} columns={followerColumns} />}
        />
        <ChartFrame
          title={t.salesChart}
          chart={<SalesChart days={sales.days} />}
          empty={
            hasSales ? undefined : (
              <p
                className={cn(
                  CHART_HEIGHT,
                  'grid place-items-center rounded-xl bg-surface-muted text-sm text-fg-muted',
                )}
              >
                {t.noSales}
              </p>
            )
          }
          table={<DayTable caption={t.salesChart} days={sales.days} columns={salesColumns} />}
        />
      </div>
      <InsightsContent content={content} />
      <InsightsTagSales tagSales={tagSales} />
    </div>
  );
}

/** The brand's insights in its studio: every role of the team sees them (teamCan 'viewInsights'). */
export function StudioInsights({ brandId }: { brandId: string }) {
  const [days, setDays] = useState<InsightPeriod>(DEFAULT_INSIGHT_PERIOD);
  const query = useInsights(brandId, days);
  const stale = query.isPlaceholderData;
  return (
    <Card aria-labelledby="insights-title">
      <div className="grid gap-3 px-4 pt-4 sm:px-5">
        <div className="grid gap-0.5">
          <h2 id="insights-title" className="text-sm font-semibold tracking-tight">
            {t.title}
          </h2>
          <p className="text-xs text-fg-muted">{t.description}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PeriodSwitch value={days} onChange={setDays} />
          <a
            href={insightsPaths.csv(brandId, days)}
            download
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'h-9' })}
          >
            <Download aria-hidden="true" />
            {t.exportCsv}
          </a>
        </div>
      </div>
      <CardContent className="@container sm:px-5">
        {query.isError && !query.data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <div aria-busy={stale} className={cn('transition-opacity', stale && 'opacity-60')}>
            <InsightsBody data={query.data} />
          </div>
        ) : (
          <InsightsSkeleton />
        )}
      </CardContent>
    </Card>
  );
}
