import type { JobQueueReply } from '@shared/admin-jobs';
import { formatCount, formatRelative } from '@shared/format';
import { adminJobsArea } from '@shared/i18n/pt-BR/admin-jobs';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { QueryError } from '@client/ui/query-error';
import { SkeletonRows } from '@client/ui/skeleton';
import { useJobQueue } from './use-admin-jobs';

const t = adminJobsArea.adminJobs;

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid gap-1 rounded-xl border border-border px-4 py-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

function Failure({ failure }: { failure: JobQueueReply['failures'][number] }) {
  const when = new Date(failure.failedAt);
  return (
    <li className="grid gap-1 px-4 py-3 sm:px-5">
      <p>
        <span className="font-semibold">{t.kinds[failure.kind] ?? failure.kind}</span>{' '}
        <code className="text-xs">{failure.itemId}</code>
      </p>
      <p className="text-sm">{t.causes[failure.cause]}</p>
      <p className="flex flex-wrap gap-x-3 text-xs text-fg-muted">
        <time dateTime={failure.failedAt}>{formatRelative(when)}</time>
        <span>{t.attempts(failure.attempts)}</span>
        <span className="break-all">{failure.detail}</span>
      </p>
    </li>
  );
}

/** 'Fila de processamento': how many media jobs wait, run and failed, and the latest failures. */
export function JobsPanel() {
  const queue = useJobQueue();
  if (queue.isError) {
    return (
      <Card className="p-4">
        <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
      </Card>
    );
  }
  if (queue.isPending) return <SkeletonRows count={3} avatar={false} />;
  const data = queue.data;
  return (
    <div className="grid gap-3">
      <Card className="grid gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 className="text-sm font-semibold">{t.title}</h2>
            <p className="text-xs text-fg-muted">{data.shared ? t.shared : t.local}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => void queue.refetch()}>
            {t.refresh}
          </Button>
        </div>
        <dl className="grid grid-cols-3 gap-2">
          <Count label={t.waiting} value={data.waiting} />
          <Count label={t.active} value={data.active} />
          <Count label={t.failed} value={data.failed} />
        </dl>
      </Card>
      <Card>
        <h3 className="px-4 pt-4 text-sm font-semibold sm:px-5">{t.lastFailures}</h3>
        {data.failures.length === 0 ? (
          <p className="px-4 py-4 text-sm text-fg-muted sm:px-5">{t.noFailures}</p>
        ) : (
          <ul className="divide-y divide-border">
            {data.failures.map((f) => (
              <Failure key={`${f.kind}/${f.itemId}/${f.failedAt}`} failure={f} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
