import {
  Ban,
  Bell,
  CircleUserRound,
  EyeOff,
  Flag,
  Lock,
  Palette,
  ShieldCheck,
  Store,
  VolumeX,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';

export interface SettingsSection {
  slug:
    | 'profile'
    | 'store'
    | 'financial'
    | 'notifications'
    | 'privacy'
    | 'blocked'
    | 'muted'
    | 'hidden-words'
    | 'reports'
    | 'appearance'
    | 'security';
  label: string;
  hint: string;
  /** The page's own heading. */
  title: string;
  icon: LucideIcon;
}

const s = ptBR.settings;
const p = ptBR.pages;
const safety = ptBR.safetyScreens;

export const settingsSections: readonly SettingsSection[] = [
  { slug: 'profile', label: s.menuProfile, hint: s.menuProfileHint, title: p.settingsProfile, icon: CircleUserRound },
  { slug: 'store', label: s.menuStore, hint: s.menuStoreHint, title: p.settingsStore, icon: Store },
  { slug: 'financial', label: s.menuFinancial, hint: s.menuFinancialHint, title: p.settingsFinancial, icon: Wallet },
  {
    slug: 'notifications',
    label: s.menuNotifications,
    hint: s.menuNotificationsHint,
    title: p.settingsNotifications,
    icon: Bell,
  },
  { slug: 'privacy', label: s.menuPrivacy, hint: s.menuPrivacyHint, title: p.settingsPrivacy, icon: Lock },
  { slug: 'blocked', label: safety.blockedTitle, hint: safety.blockedHint, title: safety.blockedTitle, icon: Ban },
  { slug: 'muted', label: safety.mutedTitle, hint: safety.mutedHint, title: safety.mutedTitle, icon: VolumeX },
  {
    slug: 'hidden-words',
    label: safety.wordsTitle,
    hint: safety.wordsHint,
    title: safety.wordsTitle,
    icon: EyeOff,
  },
  { slug: 'reports', label: safety.reportsTitle, hint: safety.reportsHint, title: safety.reportsTitle, icon: Flag },
  {
    slug: 'appearance',
    label: s.menuAppearance,
    hint: s.menuAppearanceHint,
    title: p.settingsAppearance,
    icon: Palette,
  },
  { slug: 'security', label: s.menuSecurity, hint: s.menuSecurityHint, title: p.settingsSecurity, icon: ShieldCheck },
];

export const backToSettings = { to: '/settings', label: s.backToSettings };
