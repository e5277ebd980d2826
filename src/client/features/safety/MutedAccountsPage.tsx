import { useQueryClient } from '@tanstack/react-query';
import { VolumeX } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { SettingsSubpage } from '@client/features/settings/SettingsSubpage';
import { Button } from '@client/ui/button';
import { Avatar, Thumb } from '@client/ui/thumb';
import { toast, toastError } from '@client/ui/use-toast';
import { SafetyListCard } from './SafetyListCard';
import { isoDate, shortDate } from './safety-format';
import { refreshEverything, sendMute, useMuteMutation, useMutesQuery } from './use-safety';
import type { MutedAccount } from '@shared/safety';

const t = ptBR.safetyScreens;

/** /settings/muted: the members and brands the member muted, each with 'Deixar de silenciar'. */
export function MutedAccountsPage() {
  const queryClient = useQueryClient();
  const query = useMutesQuery();
  const unmute = useMuteMutation();

  const onUnmute = ({ kind, id, name }: MutedAccount) =>
    unmute.mutate(
      { kind, id, on: false },
      {
        onSuccess: () =>
          toast({
            title: t.unmutedToast(name),
            variant: 'success',
            action: {
              label: t.undo,
              onClick: () =>
                void sendMute({ kind, id, on: true })
                  .then(() => {
                    refreshEverything(queryClient);
                    toast({ title: t.mutedToast(name), variant: 'success' });
                  })
                  .catch(toastError),
            },
          }),
        onError: toastError,
      },
    );

  return (
    <SettingsSubpage section="muted" description={t.mutedDescription}>
      <SafetyListCard
        title={t.mutedTitle}
        query={query}
        empty={{ icon: VolumeX, title: t.noMuted, hint: t.noMutedHint }}
      >
        {(account) => (
          <li key={`${account.kind}:${account.id}`} className="flex items-center gap-3 px-4 py-3 sm:px-5">
            {account.kind === 'brand' ? (
              <Thumb src={account.avatarUrl} alt="" size={40} className="shrink-0 rounded-xl" />
            ) : (
              <Avatar src={account.avatarUrl} size={40} className="shrink-0" />
            )}
            <span className="grid min-w-0 flex-1">
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate font-medium">{account.name}</span>
                {account.kind === 'brand' ? (
                  <span className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg-muted">
                    {t.brandBadge}
                  </span>
                ) : null}
              </span>
              <time dateTime={isoDate(account.createdAt)} className="text-xs text-fg-muted">
                {shortDate(account.createdAt)}
              </time>
            </span>
            <Button
              variant="outline"
              size="sm"
              aria-label={t.unmuteOf(account.name)}
              disabled={unmute.isPending && unmute.variables.id === account.id}
              onClick={() => onUnmute(account)}
            >
              {t.unmute}
            </Button>
          </li>
        )}
      </SafetyListCard>
    </SettingsSubpage>
  );
}
