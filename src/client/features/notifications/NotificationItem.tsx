import {
  AtSign,
  BriefcaseBusiness,
  Check,
  Heart,
  MessageCircle,
  Flag,
  Package,
  ShieldAlert,
  VideoOff,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatRelative } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { MY_REPORTS_PAGE } from '@shared/moderation-rules';
import { notificationParts } from '@shared/notification-text';
import type { Notification, NotificationType } from '@shared/notifications';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { useFollowBackMutation } from './use-notifications';
import { Avatar, Thumb } from '@client/ui/thumb';
import { VerifiedBadge } from '@client/ui/verified-badge';

const t = ptBR.notificationsPage;

const icons: Record<NotificationType, { Icon: LucideIcon; className: string }> = {
  like: { Icon: Heart, className: 'bg-rose-500' },
  comment: { Icon: MessageCircle, className: 'bg-sky-500' },
  follow: { Icon: UserPlus, className: 'bg-emerald-500' },
  mention: { Icon: AtSign, className: 'bg-violet-500' },
  invitation: { Icon: BriefcaseBusiness, className: 'bg-amber-500' },
  order: { Icon: Package, className: 'bg-amber-500' },
  report: { Icon: Flag, className: 'bg-slate-500' },
  moderation: { Icon: ShieldAlert, className: 'bg-red-600' },
  media: { Icon: VideoOff, className: 'bg-red-600' },
};

/** Where a row leads: the post it is about, the studio for an invitation, 'Meus pedidos' for an order, or else who did it. */
function targetOf(n: Notification): string {
  if (n.type === 'invitation') return '/studio';
  if (n.type === 'order') return '/orders';
  if (n.type === 'report') return MY_REPORTS_PAGE;
  if (n.type === 'moderation') return n.postId ? `/post/${n.postId}` : '/profile';
  if (n.type === 'media') return '/profile';
  if (n.postId) return `/post/${n.postId}`;
  return n.actor.kind === 'brand' ? `/brand/${n.actor.id}` : `/u/${n.actor.id}`;
}

/** 'Seguir de volta' while the member does not follow the follower; then what they are now. */
function FollowBack({ n }: { n: Notification }) {
  const follow = useFollowBackMutation();
  if (n.followBack === 'none')
    return (
      <Button size="sm" className="w-full" disabled={follow.isPending} onClick={() => follow.mutate(n.actor)}>
        {t.followBack}
        <span className="sr-only">{n.actor.name}</span>
      </Button>
    );
  return (
    <span className="inline-flex h-8 w-full items-center justify-center gap-1 rounded-full border border-border text-xs font-semibold text-fg-muted">
      {n.followBack === 'following' ? <Check aria-hidden="true" className="size-3.5" /> : null}
      {n.followBack === 'following' ? t.following : t.requested}
    </span>
  );
}

/** One row: who (and how many others) did what, when, and the post it is about or a follow-back. */
export function NotificationItem({ n, isNew }: { n: Notification; isNew: boolean }) {
  const { Icon, className } = icons[n.type];
  // These are written whole and come from no person: a plain icon stands for the actor.
  const order = n.type === 'order' || n.type === 'report' || n.type === 'moderation' || n.type === 'media';
  const target = targetOf(n);
  const { actor, rest } = notificationParts(n);
  return (
    <li
      className={cn(
        'flex items-center gap-2 rounded-2xl transition-colors hover:bg-surface-muted',
        isNew && 'bg-primary/8',
      )}
    >
      <Link to={target} className="flex min-w-0 flex-1 items-start gap-3 rounded-2xl p-3">
        <span className="relative shrink-0">
          {order ? (
            <span className="grid size-11 place-items-center rounded-full bg-surface-muted">
              <Icon aria-hidden="true" className="size-5 text-fg-muted" />
            </span>
          ) : n.actor.kind === 'brand' ? (
            // A brand's logo keeps its corners, as on its posts.
            <Thumb src={n.actor.avatarUrl} alt="" size={44} className="rounded-xl" />
          ) : (
            <Avatar src={n.actor.avatarUrl} size={44} />
          )}
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
            <span className="font-semibold">{actor}</span>
            {n.actor.verified ? <VerifiedBadge className="ml-1 inline-block align-text-bottom" /> : null}
            {rest}
          </span>
          {n.text && !order ? <span className="line-clamp-2 break-words text-fg-muted">“{n.text}”</span> : null}
          <span className="flex items-center gap-1.5 text-xs text-fg-muted">
            <time dateTime={n.createdAt}>{formatRelative(n.createdAt)}</time>
            {isNew ? (
              <>
                <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
                <span className="sr-only">{t.unread}</span>
              </>
            ) : null}
          </span>
        </span>
        {n.thumbnail ? (
          <Thumb src={n.thumbnail.src} alt={n.thumbnail.alt} size={44} loading="lazy" className="shrink-0 rounded-lg" />
        ) : null}
      </Link>
      {n.followBack ? (
        <div className="w-32 shrink-0 pr-3">
          <FollowBack n={n} />
        </div>
      ) : null}
    </li>
  );
}
