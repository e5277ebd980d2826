import { lazy } from 'react';
import type { Insights } from '@shared/insights';
import { ptBR } from '@shared/i18n/pt-BR';
import { formatCount } from '@shared/format';
import { ChartFrame, DataTable } from './InsightsParts';
import { itemTitle, publishedLabel } from './insights-format';

const t = ptBR.insights;
const EngagementChart = lazy(async () => ({ default: (await import('./InsightsCharts')).EngagementChart }));

const count = (n: number | null) => (n === null ? t.none : formatCount(n));

/** The most engaging items of the period (a bar chart and its list), then every item with its counters. */
export function InsightsContent({ content }: { content: Insights['content'] }) {
  if (content.items.length === 0) {
    return <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-fg-muted">{t.noContent}</p>;
  }
  return (
    <div className="grid gap-6">
      {content.top.length > 0 ? (
        <ChartFrame
          title={t.topContent}
          chart={<EngagementChart items={content.top} />}
          table={
            <DataTable
              caption={t.topContent}
              columns={[t.text, t.kind, t.reach, t.engagement]}
              rows={content.top.map((i) => [
                itemTitle(i),
                t.kinds[i.kind],
                formatCount(i.reach),
                formatCount(i.engagement),
              ])}
            />
          }
        />
      ) : null}
      <section aria-labelledby="insights-all-content" aria-describedby="insights-reach-note" className="grid gap-3">
        <h3 id="insights-all-content" className="text-sm font-semibold">
          {t.allContent}
        </h3>
        <p id="insights-reach-note" className="-mt-2 text-xs text-fg-muted">
          {t.reachNote}
        </p>
        <div className="max-h-96 overflow-auto rounded-xl border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t.allContent}</caption>
            <thead className="sticky top-0 bg-surface-strong">
              <tr className="border-b border-border text-left text-xs text-fg-muted">
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  {t.text}
                </th>
                {[t.reach, t.likes, t.comments, t.shares, t.saves, t.engagement].map((c) => (
                  <th key={c} scope="col" className="px-2 py-1.5 text-right font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {content.items.map((i) => (
                <tr key={`${i.kind}:${i.id}`}>
                  <th scope="row" className="max-w-56 px-2 py-1.5 text-left font-normal">
                    <span className="block truncate">{itemTitle(i)}</span>
                    <span className="block text-xs text-fg-muted">
                      {t.kinds[i.kind]} · {publishedLabel(i.createdAt)}
                    </span>
                  </th>
                  {[i.reach, i.likes, i.comments, i.shares, i.saves].map((n, k) => (
                    <td key={k} className="px-2 py-1.5 text-right tabular-nums">
                      {count(n)}
                    </td>
                  ))}
                  <td className="px-2 py-1.5 text-right font-semibold tabular-nums">{formatCount(i.engagement)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
