import { BellOff, CheckCheck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { PageHeader } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { SkeletonMediaRow } from '@client/ui/skeleton';
import { NotificationItem } from './NotificationItem';
import { useMarkAllReadMutation, useMarkSeenMutation, useNotificationsQuery } from './use-notifications';
import { LoadMore } from '@client/ui/load-more';

const t = ptBR.notificationsPage;

/** Likes, comments, follows and mentions, newest first; new ones arrive live. */
export function NotificationsPage() {
  const query = useNotificationsQuery();
  const markAll = useMarkAllReadMutation();
  const { mutate: markSeen } = useMarkSeenMutation();
  const unread = query.data?.pages[0]?.unread ?? 0;
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.notifications) ?? [], [query.data]);
  // What was unread when it arrived stays marked as new for this visit, though the server has it read.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  // What 'Marcar todas como lidas' cleared: the list may still hold them unread for a moment (a load
  // that left before the click), and they must not come back as new when it renders.
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const arrived = items.filter((n) => !n.read && !fresh.has(n.id) && !cleared.has(n.id));
  if (arrived.length) setFresh(new Set([...fresh, ...arrived.map((n) => n.id)]));
  // Opening the page (or a new one arriving while it is open) reads everything: the badge clears.
  useEffect(() => {
    if (unread > 0) markSeen();
  }, [unread, markSeen]);
  const isNew = (n: (typeof items)[number]) => (!n.read && !cleared.has(n.id)) || fresh.has(n.id);
  const newCount = items.filter(isNew).length;

  return (
    <>
      <PageHeader
        title={t.title}
        description={query.data ? t.unreadCount(newCount) : undefined}
        actions={
          <Button
            variant="outline"
            size="sm"
            disabled={newCount === 0 || markAll.isPending}
            onClick={() => {
              setCleared(new Set(items.map((n) => n.id)));
              setFresh(new Set());
              // Refused, they are unread again: the list is restored, and they show as new.
              markAll.mutate(undefined, { onError: () => setCleared(new Set()) });
            }}
          >
            <CheckCheck aria-hidden="true" />
            <span className="max-sm:sr-only">{newCount === 0 ? t.allRead : t.markAllRead}</span>
          </Button>
        }
      />
      <Card className="p-2">
        {query.isPending ? (
          <ul className="grid gap-1 p-1" aria-label={ptBR.common.loading}>
            {[0, 1, 2, 3].map((i) => (
              <SkeletonMediaRow
                key={i}
                as="li"
                className="flex items-center gap-3 p-2"
                media="size-11 rounded-full"
                lines={['h-3.5 w-2/3', 'h-3 w-1/4']}
              />
            ))}
          </ul>
        ) : query.isError && !query.data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} className="p-4" />
        ) : query.data.pages[0]?.notifications.length === 0 ? (
          <div className="grid justify-items-center gap-2 px-6 py-12 text-center">
            <BellOff aria-hidden="true" className="size-10 text-accent-fg" />
            <p className="font-semibold">{t.empty}</p>
            <p className="text-sm text-fg-muted">{t.emptyDescription}</p>
          </div>
        ) : (
          <>
            <ul className="grid gap-1" aria-label={t.title}>
              {items.map((n) => (
                <NotificationItem key={n.id} n={n} isNew={isNew(n)} />
              ))}
            </ul>
            <LoadMore list={query} size="sm" frame="grid place-items-center p-2" />
          </>
        )}
      </Card>
    </>
  );
}
