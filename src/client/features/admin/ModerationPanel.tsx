import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { moderationConsoleText } from '@shared/i18n/pt-BR/moderation-console';
import type { ModerationAction, QueueGroup } from '@shared/moderation';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { LoadMore } from '@client/ui/load-more';
import { QueryError } from '@client/ui/query-error';
import { Skeleton, SkeletonText } from '@client/ui/skeleton';
import { ModerationActionDialog } from './ModerationActionDialog';
import { ModerationGroup } from './ModerationGroup';
import { useModerationQueue } from './use-moderation';

const t = moderationConsoleText;

function QueueSkeleton() {
  return (
    <Card className="grid gap-6 p-4 sm:p-5" aria-busy="true" aria-label={ptBR.common.loading}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="grid gap-3">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-20 w-full rounded-xl" />
          <SkeletonText lines={2} />
          <div className="flex gap-2">
            <Skeleton className="h-8 w-20 rounded-xl" />
            <Skeleton className="h-8 w-20 rounded-xl" />
            <Skeleton className="h-8 w-20 rounded-xl" />
          </div>
        </div>
      ))}
    </Card>
  );
}

/** The moderation queue: reports grouped by target, urgent first, then by severity and age; appeals come back here. */
export function ModerationPanel() {
  const queue = useModerationQueue();
  const [chosen, setChosen] = useState<{ group: QueueGroup; action: ModerationAction } | null>(null);
  const groups = queue.data?.pages.flatMap((p) => p.groups) ?? [];
  // Each row's wait is counted from when the queue was read: the same instant for all of them.
  const now = queue.dataUpdatedAt;

  let body;
  if (queue.isError)
    body = (
      <Card className="p-4">
        <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
      </Card>
    );
  else if (queue.isPending) body = <QueueSkeleton />;
  else if (groups.length === 0) body = <EmptyState icon={ShieldCheck} title={t.empty} hint={t.emptyDescription} />;
  else
    body = (
      <Card className="p-0">
        <ul className="divide-y divide-border" aria-label={t.list}>
          {groups.map((group) => (
            <ModerationGroup
              key={`${group.kind}:${group.targetId}`}
              group={group}
              now={now}
              onAct={(g, action) => setChosen({ group: g, action })}
            />
          ))}
        </ul>
        <LoadMore list={queue} size="sm" frame="border-t border-border p-3 text-center" />
      </Card>
    );

  return (
    <section className="grid gap-3" aria-labelledby="moderation-title">
      <div className="grid gap-1">
        <h2 id="moderation-title" className="text-lg font-bold">
          {t.title}
        </h2>
        <p className="text-sm text-fg-muted">{t.description}</p>
      </div>
      {body}
      <ModerationActionDialog
        target={chosen && { kind: chosen.group.kind, id: chosen.group.targetId }}
        action={chosen?.action ?? null}
        onClose={() => setChosen(null)}
      />
    </section>
  );
}
