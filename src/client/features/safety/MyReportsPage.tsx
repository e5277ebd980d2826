import { Flag } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { MyReport, ReportStatus } from '@shared/moderation';
import { SettingsSubpage } from '@client/features/settings/SettingsSubpage';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { PagedItems } from '@client/ui/paged-items';
import { Skeleton, SkeletonMediaRow } from '@client/ui/skeleton';
import { StatusBadge, type Tone } from '@client/ui/status-badge';
import { isoDate, shortDate } from './safety-format';
import { useMyReportsQuery } from './use-reports';

const t = ptBR.safetyScreens;
const m = ptBR.moderation;

const tones: Record<ReportStatus, Tone> = { open: 'waiting', dismissed: 'over', actioned: 'good' };

function ReportRow({ report }: { report: MyReport }) {
  return (
    <li className="grid gap-1.5 px-4 py-3.5 sm:px-5">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words">{report.targetLabel}</p>
        <StatusBadge tone={tones[report.status]}>{m.statuses[report.status]}</StatusBadge>
      </div>
      <p className="text-sm text-fg-muted">
        {m.reasons[report.reason]}
        {report.text ? <span className="break-words">: {report.text}</span> : null}
      </p>
      {report.outcome ? <p className="text-sm">{report.outcome}</p> : null}
      <p className="flex flex-wrap gap-x-3 text-xs text-fg-muted">
        <time dateTime={isoDate(report.createdAt)}>{t.reportedOn(shortDate(report.createdAt))}</time>
        {report.resolvedAt ? (
          <time dateTime={isoDate(report.resolvedAt)}>{t.resolvedOn(shortDate(report.resolvedAt))}</time>
        ) : null}
      </p>
    </li>
  );
}

/** /settings/reports: what the member reported, its status, what was decided and when. */
export function MyReportsPage() {
  const list = useMyReportsQuery();
  return (
    <SettingsSubpage section="reports" description={t.reportsDescription}>
      <PagedItems
        list={list}
        errorClassName="rounded-2xl border border-border bg-surface p-4"
        loading={
          <Card aria-busy="true" aria-label={t.reportsTitle} className="grid gap-5 p-4 sm:p-5">
            {[0, 1, 2].map((i) => (
              <SkeletonMediaRow key={i} media={null} lines={['h-4 w-1/2', 'h-3 w-1/3']}>
                <Skeleton className="h-6 w-20 rounded-full" />
              </SkeletonMediaRow>
            ))}
          </Card>
        }
        empty={<EmptyState icon={Flag} title={t.noReports} hint={t.noReportsHint} />}
        more={{ size: 'sm', frame: 'text-center' }}
      >
        {(items) => (
          <Card className="p-0">
            <ul aria-label={t.reportsTitle} className="divide-y divide-border">
              {items.map((report) => (
                <ReportRow key={report.id} report={report} />
              ))}
            </ul>
          </Card>
        )}
      </PagedItems>
    </SettingsSubpage>
  );
}
