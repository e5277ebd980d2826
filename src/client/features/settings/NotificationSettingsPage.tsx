import { ptBR } from '@shared/i18n/pt-BR';
import { notificationTypes } from '@shared/settings';
import { BackLink } from '@client/ui/back-link';
import { PageHeader } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { errorMessage } from '@client/lib/api';
import { Card } from '@client/ui/card';
import { toast } from '@client/ui/use-toast';
import { backToSettings } from './settings-menu';
import { SettingSwitch, SettingsListSkeleton } from './SettingSwitch';
import { useNotificationPrefsMutation, useNotificationPrefsQuery } from './use-settings';

const t = ptBR.notificationSettings;

export function NotificationSettingsPage() {
  const prefs = useNotificationPrefsQuery();
  const save = useNotificationPrefsMutation();
  return (
    <>
      <PageHeader
        title={ptBR.pages.settingsNotifications}
        description={t.description}
        before={<BackLink {...backToSettings} />}
      />
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
                      onError: (error) =>
                        toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' }),
                    },
                  )
                }
              />
            ))
          )}
        </Card>
      )}
    </>
  );
}
