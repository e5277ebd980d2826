import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { ptBR } from '@shared/i18n/pt-BR';
import { commentPolicies, type Privacy } from '@shared/settings';
import { QueryError } from '@client/ui/query-error';
import { Card } from '@client/ui/card';
import { toast, toastError } from '@client/ui/use-toast';
import { FollowRequestsCard } from './FollowRequestsCard';
import { SettingSwitch, SettingsListSkeleton } from './SettingSwitch';
import { usePrivacyMutation, usePrivacyQuery } from './use-settings';
import { SettingsSubpage } from './SettingsSubpage';

const t = ptBR.privacy;

export function PrivacyPage() {
  const privacy = usePrivacyQuery();
  const save = usePrivacyMutation();

  const change = (patch: Partial<Privacy>) =>
    save.mutate(patch, {
      onSuccess: () => toast({ title: t.saved, variant: 'success' }),
      onError: toastError,
    });

  return (
    <SettingsSubpage section="privacy">
      {privacy.isError ? (
        <Card className="p-4">
          <QueryError error={privacy.error} onRetry={() => void privacy.refetch()} />
        </Card>
      ) : !privacy.data ? (
        <Card className="p-0">
          <SettingsListSkeleton rows={3} />
        </Card>
      ) : (
        <>
          <Card className="divide-y divide-border p-0">
            <SettingSwitch
              label={t.privateAccount}
              hint={t.privateAccountHint}
              checked={privacy.data.privateAccount}
              onCheckedChange={(privateAccount) => change({ privateAccount })}
            />
            <SettingSwitch
              label={t.hideCounters}
              hint={t.hideCountersHint}
              checked={privacy.data.hideCounters}
              onCheckedChange={(hideCounters) => change({ hideCounters })}
            />
          </Card>
          <Card className="p-4">
            <h2 id="quem-comenta" className="font-semibold">
              {t.whoCanComment}
            </h2>
            <RadioGroup.Root
              aria-labelledby="quem-comenta"
              value={privacy.data.commentPolicy}
              onValueChange={(value) => {
                const policy = commentPolicies.find((p) => p === value);
                if (policy) change({ commentPolicy: policy });
              }}
              className="mt-3 grid gap-2"
            >
              {commentPolicies.map((policy) => (
                <RadioGroup.Item
                  key={policy}
                  value={policy}
                  className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface-muted px-4 py-3 text-left font-medium transition-colors hover:border-primary/50 data-[state=checked]:border-primary data-[state=checked]:bg-primary/10"
                >
                  {t.commentPolicies[policy]}
                  <span className="grid size-5 place-items-center rounded-full border-2 border-border">
                    <RadioGroup.Indicator className="grid size-5 place-items-center rounded-full bg-primary text-primary-fg">
                      <Check aria-hidden="true" className="size-3.5" />
                    </RadioGroup.Indicator>
                  </span>
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </Card>
          {privacy.data.privateAccount ? <FollowRequestsCard /> : null}
        </>
      )}
    </SettingsSubpage>
  );
}
