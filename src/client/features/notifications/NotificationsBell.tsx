import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { Button } from '@client/ui/button';
import { useLiveEvents } from './use-live-events';
import { useUnreadCountQuery } from './use-notifications';

const nav = ptBR.nav;

/** The unread count as a small badge; nothing when all is read. */
export function UnreadBadge({ className = '' }: { className?: string }) {
  const { data: unread = 0 } = useUnreadCountQuery();
  if (unread <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className={`grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[0.7rem] leading-none font-bold text-white ${className}`}
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

/** The top bar's notifications link: it holds the tab's live stream and shows the unread badge. */
export function NotificationsBell() {
  useLiveEvents();
  const { data: unread = 0 } = useUnreadCountQuery();
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link
        to="/notifications"
        aria-label={
          unread > 0 ? `${nav.notifications}, ${ptBR.notificationsPage.unreadCount(unread)}` : nav.notifications
        }
      >
        <Bell aria-hidden="true" />
        <UnreadBadge className="absolute top-0.5 right-0.5 ring-2 ring-surface-strong" />
      </Link>
    </Button>
  );
}
