import { ptBR } from '@shared/i18n/pt-BR';
import { notificationTypes } from '@shared/settings';
import { QueryError } from '@client/ui/query-error';
import { Card } from '@client/ui/card';
import { toast, toastError } from '@client/ui/use-toast';
import { SettingSwitch, SettingsListSkeleton } from './SettingSwitch';
import { useNotificationPrefsMutation, useNotificationPrefsQuery } from './use-settings';
import { SettingsSubpage } from './SettingsSubpage';

const t = ptBR.notificationSettings;

export function NotificationSettingsPage() {
  const prefs = useNotificationPrefsQuery();
  const save = useNotificationPrefsMutation();
  return (
    <SettingsSubpage section="notifications" description={t.description}>
      {prefs.isError ? (
        <Card className="p-4">
          <QueryError error={prefs.error} onRetry={() => void prefs.refetch()} />
        </Card>
      ) : (
        <Card className="divide-y divide-border p-0">
          {!prefs.data ? (
            <SettingsListSkeleton rows={notificationTypes.length} />
          ) : (
            notificationTypes.map((type) => (
              <SettingSwitch
                key={type}
                label={t.types[type].label}
                hint={t.types[type].hint}
                checked={prefs.data[type]}
                onCheckedChange={(on) =>
                  save.mutate(
                    { [type]: on },
                    {
                      onSuccess: () => toast({ title: t.saved, variant: 'success' }),
                      onError: toastError,
                    },
                  )
                }
              />
            ))
          )}
        </Card>
      )}
    </SettingsSubpage>
  );
}
