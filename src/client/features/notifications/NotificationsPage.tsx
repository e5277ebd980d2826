import { AtSign, BellOff, CheckCheck, Heart, MessageCircle, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Notification, NotificationType } from '@shared/notifications';
import { formatRelative } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { PageHeader } from '@client/app/PageHeader';
import { QueryError } from '@client/app/QueryError';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { useMarkAllReadMutation, useNotificationsQuery } from './use-notifications';

const t = ptBR.notificationsPage;

const icons: Record<NotificationType, { Icon: LucideIcon; className: string }> = {
  like: { Icon: Heart, className: 'bg-rose-500' },
  comment: { Icon: MessageCircle, className: 'bg-sky-500' },
  follow: { Icon: UserPlus, className: 'bg-emerald-500' },
  mention: { Icon: AtSign, className: 'bg-violet-500' },
};

function NotificationItem({ n }: { n: Notification }) {
  const { Icon, className } = icons[n.type];
  const target = n.postId ? `/post/${n.postId}` : `/u/${n.actor.id}`;
  return (
    <li>
      <Link
        to={target}
        className={cn(
          'flex items-start gap-3 rounded-2xl p-3 transition-colors hover:bg-surface-muted',
          !n.read && 'bg-primary/8',
        )}
      >
        <span className="relative shrink-0">
          <img
            src={n.actor.avatarUrl}
            alt=""
            width={44}
            height={44}
            className="size-11 rounded-full bg-surface-muted object-cover"
          />
          <span
            className={cn(
              'absolute -right-1 -bottom-1 grid size-5 place-items-center rounded-full text-white ring-2 ring-surface-strong',
              className,
            )}
          >
            <Icon aria-hidden="true" className="size-3" />
          </span>
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5 text-sm">
          <span>
            <span className="font-semibold">{n.actor.name}</span> {t[n.type]}
          </span>
          {n.text ? <span className="line-clamp-2 text-fg-muted">“{n.text}”</span> : null}
          <time dateTime={n.createdAt} className="text-xs text-fg-muted">
            {formatRelative(n.createdAt)}
          </time>
        </span>
        {!n.read ? (
          <span className="mt-1.5 flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />
            <span className="sr-only">{t.unread}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/** Likes, comments, follows and mentions, newest first; new ones arrive live. */
export function NotificationsPage() {
  const query = useNotificationsQuery();
  const markAll = useMarkAllReadMutation();
  const unread = query.data?.pages[0]?.unread ?? 0;

  return (
    <>
      <PageHeader
        title={t.title}
        description={query.data ? t.unreadCount(unread) : undefined}
        actions={
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            <span className="max-sm:sr-only">{unread === 0 ? t.allRead : t.markAllRead}</span>
          </Button>
        }
      />
      <Card className="p-2">
        {query.isPending ? (
          <ul className="grid gap-1 p-1" aria-label={ptBR.common.loading}>
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="flex items-center gap-3 p-2">
                <Skeleton className="size-11 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-3.5 w-2/3" />
                  <Skeleton className="h-3 w-1/4" />
                </div>
              </li>
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
              {query.data.pages
                .flatMap((p) => p.notifications)
                .map((n) => (
                  <NotificationItem key={n.id} n={n} />
                ))}
            </ul>
            {query.hasNextPage ? (
              <div className="grid place-items-center p-2">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? <Spinner /> : null}
                  {ptBR.feed.loadMore}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Card>
    </>
  );
}
