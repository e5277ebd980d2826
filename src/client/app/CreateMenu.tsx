import { CircleFadingPlus, Clapperboard, ImagePlus, LayoutGrid, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/ui/dropdown-menu';
import { createOptions, createPath, type CreateType } from './nav-items';

export const createIcons: Record<CreateType, LucideIcon> = {
  post: ImagePlus,
  story: CircleFadingPlus,
  reel: Clapperboard,
};

interface CreateMenuProps {
  /** The trigger; must be a single focusable element. */
  children: ReactNode;
  /** Adds a last entry leading to the /create overview. */
  withOverview?: boolean;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'bottom';
}

/** Novo Post, Novo Story, Novo Reel. */
export function CreateMenu({ children, withOverview = false, align = 'end', side = 'bottom' }: CreateMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{children}</DropdownMenuTrigger>
      <DropdownMenuContent align={align} side={side}>
        {createOptions.map(({ type, label }) => {
          const Icon = createIcons[type];
          return (
            <DropdownMenuItem key={type} asChild>
              <Link to={createPath(type)}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        {withOverview ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/create">
                <LayoutGrid aria-hidden="true" />
                {ptBR.nav.createOptions}
              </Link>
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
