import { useQueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { Button } from '@client/ui/button';
import { Avatar } from '@client/ui/thumb';
import { toast, toastError } from '@client/ui/use-toast';
import { SafetyListCard } from './SafetyListCard';
import { isoDate, shortDate } from './safety-format';
import { refreshEverything, sendBlock, useBlockMutation, useBlocksQuery } from './use-safety';

const t = ptBR.safetyScreens;

interface BlockedListProps {
  /** A brand's blocks, kept by its team; without it, the member's own. */
  brandId?: string;
  empty: { icon: LucideIcon; title: string; hint: string };
}

/** The blocked members of the member or of a brand, each with 'Desbloquear'; 'Desfazer' blocks again. */
export function BlockedList({ brandId, empty }: BlockedListProps) {
  const queryClient = useQueryClient();
  const query = useBlocksQuery(brandId);
  const unblock = useBlockMutation();

  const onUnblock = (memberId: string, name: string) => {
    const input = brandId ? { memberId, brandId } : { memberId };
    unblock.mutate(
      { ...input, on: false },
      {
        onSuccess: () =>
          toast({
            title: t.unblockedToast(name),
            variant: 'success',
            action: {
              label: t.undo,
              onClick: () =>
                void sendBlock({ ...input, on: true })
                  .then(() => {
                    refreshEverything(queryClient);
                    toast({ title: t.blockedToast(name), variant: 'success' });
                  })
                  .catch(toastError),
            },
          }),
        onError: toastError,
      },
    );
  };

  return (
    <SafetyListCard title={t.blockedTitle} query={query} empty={empty}>
      {({ member, createdAt }) => (
        <li key={member.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
          <Avatar src={member.avatarUrl} size={40} className="shrink-0" />
          <span className="grid min-w-0 flex-1">
            <span className="truncate font-medium">{member.name}</span>
            <time dateTime={isoDate(createdAt)} className="text-xs text-fg-muted">
              {shortDate(createdAt)}
            </time>
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-label={t.unblockOf(member.name)}
            disabled={unblock.isPending && unblock.variables.memberId === member.id}
            onClick={() => onUnblock(member.id, member.name)}
          >
            {t.unblock}
          </Button>
        </li>
      )}
    </SafetyListCard>
  );
}
