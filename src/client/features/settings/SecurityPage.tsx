import { ChangePasswordCard } from './ChangePasswordCard';
import { MyDataCard } from './MyDataCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import { SettingsSubpage } from './SettingsSubpage';

export function SecurityPage() {
  return (
    <SettingsSubpage section="security">
      <ChangePasswordCard />
      <TwoFactorCard />
      <SessionsCard />
      <MyDataCard />
    </SettingsSubpage>
  );
}
