import { ShieldCheck } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { SettingsSubpage } from '@client/features/settings/SettingsSubpage';
import { BlockedList } from './BlockedList';

const t = ptBR.safetyScreens;

/** /settings/blocked: whom the member blocked, each with 'Desbloquear' (and 'Desfazer' after it). */
export function BlockedAccountsPage() {
  return (
    <SettingsSubpage section="blocked" description={t.blockedDescription}>
      <BlockedList empty={{ icon: ShieldCheck, title: t.noBlocked, hint: t.noBlockedHint }} />
    </SettingsSubpage>
  );
}
