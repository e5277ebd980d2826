import { ptBR } from '@shared/i18n/pt-BR';
import { BackLink } from '@client/ui/back-link';
import { PageHeader } from '@client/ui/page-header';
import { ChangePasswordCard } from './ChangePasswordCard';
import { MyDataCard } from './MyDataCard';
import { SessionsCard } from './SessionsCard';
import { backToSettings } from './settings-menu';
import { TwoFactorCard } from './TwoFactorCard';

export function SecurityPage() {
  return (
    <>
      <PageHeader title={ptBR.pages.settingsSecurity} before={<BackLink {...backToSettings} />} />
      <div className="grid gap-4">
        <ChangePasswordCard />
        <TwoFactorCard />
        <SessionsCard />
        <MyDataCard />
      </div>
    </>
  );
}
