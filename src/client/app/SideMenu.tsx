import { Briefcase, ShieldCheck } from 'lucide-react';
import { NavLink } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import { BotOnlineSwitch } from '@client/features/assistant/BotOnlineSwitch';
import { LogoutButton } from '@client/features/auth/LogoutButton';
import { useMember } from '@client/features/auth/use-session';
import { UnreadBadge } from '@client/features/notifications/NotificationsBell';
import { useHasStudio } from '@client/features/studio/use-studio';
import { sideMenuItems } from './nav-items';

interface SideMenuProps {
  className?: string;
  /** Called after a link is followed, so a sheet holding the menu can close. */
  onNavigate?: () => void;
}

const consoleItem = { to: '/admin', label: ptBR.admin.console, icon: ShieldCheck };
const studioItem = { to: '/studio', label: ptBR.studio.title, icon: Briefcase };

/** The spec's side menu with its two extra actions; also the content of the mobile menu sheet. */
export function SideMenu({ className, onNavigate }: SideMenuProps) {
  const member = useMember();
  // Only operators see the console's entry (the server answers anyone else as if it did not exist).
  const hasStudio = useHasStudio();
  const items = [...sideMenuItems, ...(hasStudio ? [studioItem] : []), ...(member?.isOperator ? [consoleItem] : [])];

  return (
    <nav aria-label={ptBR.nav.menu} className={cn('flex flex-col gap-1', className)}>
      <ul className="grid gap-0.5">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'group flex items-center gap-3 rounded-xl px-3 py-2.5 text-[0.95rem] font-medium transition-colors',
                  isActive
                    ? 'bg-primary/12 font-semibold text-accent-fg'
                    : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 transition-transform group-hover:scale-110" />
              {label}
              {to === '/notifications' ? <UnreadBadge className="ml-auto" /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-2 grid gap-0.5 border-t border-border pt-2">
        <BotOnlineSwitch />
        <LogoutButton
          label={ptBR.auth.logout}
          className="gap-3 rounded-xl px-3 py-2.5 text-left text-[0.95rem] font-medium text-fg-muted hover:bg-destructive/10 hover:text-destructive"
        />
      </div>
    </nav>
  );
}
