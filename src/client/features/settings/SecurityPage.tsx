import { ptBR } from '@shared/i18n/pt-BR';
import { BackLink } from '@client/app/BackLink';
import { PageHeader } from '@client/app/PageHeader';
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
