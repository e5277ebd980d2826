import {
  BadgeCheck,
  Bell,
  Clapperboard,
  Compass,
  House,
  Layers,
  Megaphone,
  Settings,
  ShoppingBag,
  User,
  type LucideIcon,
} from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const nav = ptBR.nav;

/** The side menu, in the spec's order. */
export const sideMenuItems: readonly NavItem[] = [
  { to: '/', label: nav.home, icon: House },
  { to: '/explore', label: nav.explore, icon: Compass },
  { to: '/reels', label: nav.reels, icon: Clapperboard },
  { to: '/brands', label: nav.brands, icon: BadgeCheck },
  { to: '/segments', label: nav.segments, icon: Layers },
  { to: '/notifications', label: nav.notifications, icon: Bell },
  { to: '/advertise', label: nav.advertise, icon: Megaphone },
  { to: '/store', label: nav.store, icon: ShoppingBag },
  { to: '/profile', label: nav.profile, icon: User },
  { to: '/settings', label: nav.settings, icon: Settings },
];

export const createOptions = [
  { type: 'post', label: nav.newPost },
  { type: 'story', label: nav.newStory },
  { type: 'reel', label: nav.newReel },
] as const;

export type CreateType = (typeof createOptions)[number]['type'];

export function createPath(type: CreateType): string {
  return `/create?type=${type}`;
}
