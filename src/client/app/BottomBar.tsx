import { Compass, House, Plus, User, Clapperboard } from 'lucide-react';
import { NavLink } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import { CreateMenu } from './CreateMenu';

const nav = ptBR.nav;

const itemClass =
  'flex flex-1 flex-col items-center justify-center gap-0.5 rounded-xl py-1.5 text-[0.7rem] font-medium';

function BarLink({ to, label, icon: Icon }: { to: string; label: string; icon: typeof House }) {
  return (
    <li className="flex flex-1">
      <NavLink
        to={to}
        end={to === '/'}
        className={({ isActive }) => cn(itemClass, isActive ? 'text-accent-fg' : 'text-fg-muted hover:text-fg')}
      >
        <Icon aria-hidden="true" className="size-6" />
        {label}
      </NavLink>
    </li>
  );
}

/** Phone navigation: the spec's five entries, Criar opening its menu. */
export function BottomBar() {
  return (
    <nav
      aria-label={nav.mainNavigation}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface-strong/90 pb-safe backdrop-blur-xl lg:hidden"
    >
      {/* The BrandBot button sits at the band's right end (assistant/BrandBot.tsx). */}
      <ul className="mx-auto flex h-16 max-w-md items-stretch px-2 [[data-assistant]_&]:pr-16">
        <BarLink to="/" label={nav.home} icon={House} />
        <BarLink to="/explore" label={nav.explore} icon={Compass} />
        <li className="flex flex-1">
          <CreateMenu withOverview align="center" side="top">
            <button type="button" className={cn(itemClass, 'text-fg-muted hover:text-fg')}>
              <span className="grid size-8 place-items-center rounded-xl bg-brand-gradient text-white shadow-md shadow-primary/30">
                <Plus aria-hidden="true" className="size-5" />
              </span>
              {nav.create}
            </button>
          </CreateMenu>
        </li>
        <BarLink to="/reels" label={nav.reels} icon={Clapperboard} />
        <BarLink to="/profile" label={nav.profile} icon={User} />
      </ul>
    </nav>
  );
}
