import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ptBR } from '@shared/i18n/pt-BR';
import { toast, toastError } from '@client/ui/use-toast';
import { refreshEverything, sendBlock, sendMute, useBlockMutation, useMuteMutation } from './use-safety';

const t = ptBR.safetyScreens;

/** Who made what the menu is about: blocking and muting apply to them. */
export interface SafetyAuthor {
  kind: 'member' | 'brand';
  id: string;
  name: string;
}

/**
 * Says what was done, with 'Desfazer'. The undoing is sent from here rather than through the
 * component: the item the menu belonged to has usually left the screen by then.
 */
function toastWithUndo(queryClient: QueryClient, title: string, undo: () => Promise<unknown>, undone: string) {
  toast({
    title,
    variant: 'success',
    action: {
      label: t.undo,
      onClick: () =>
        void undo()
          .then(() => {
            refreshEverything(queryClient);
            toast({ title: undone, variant: 'success' });
          })
          .catch(toastError),
    },
  });
}

/** Blocks and mutes with their 'Desfazer', shared by the menus and the report's last step. */
export function useBlockAndMute(author: SafetyAuthor | null, onGone?: () => void) {
  const queryClient = useQueryClient();
  const block = useBlockMutation();
  const mute = useMuteMutation();

  const setBlock = (on: boolean, brandId?: string, then?: () => void) => {
    if (!author) return;
    const input = brandId ? { memberId: author.id, on, brandId } : { memberId: author.id, on };
    block.mutate(input, {
      onSuccess: () => {
        then?.();
        if (on) onGone?.();
        toastWithUndo(
          queryClient,
          on ? t.blockedToast(author.name) : t.unblockedToast(author.name),
          () => sendBlock({ ...input, on: !on }),
          on ? t.unblockedToast(author.name) : t.blockedToast(author.name),
        );
      },
      onError: toastError,
    });
  };

  const setMute = (on: boolean, then?: () => void) => {
    if (!author) return;
    const input = { kind: author.kind, id: author.id, on };
    mute.mutate(input, {
      onSuccess: () => {
        then?.();
        if (on) onGone?.();
        toastWithUndo(
          queryClient,
          on ? t.mutedToast(author.name) : t.unmutedToast(author.name),
          () => sendMute({ ...input, on: !on }),
          on ? t.unmutedToast(author.name) : t.mutedToast(author.name),
        );
      },
      onError: toastError,
    });
  };

  return { setBlock, setMute, blockPending: block.isPending, mutePending: mute.isPending };
}
