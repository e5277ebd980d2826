import { useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { ConfirmDialog } from '@client/ui/confirm-dialog';

const t = ptBR.posts;

/**
 * Keeps a composer's draft from being lost to a stray backdrop tap or Escape: while `dirty`, closing
 * asks 'Descartar publicação?' first; an empty composer closes at once.
 * `onOpenChange` goes straight to the composer's dialog; render `prompt` inside that dialog.
 */
export function useDiscardGuard({
  dirty,
  busy = false,
  onDiscard,
  onOpenChange,
}: {
  dirty: boolean;
  busy?: boolean;
  onDiscard: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const [asking, setAsking] = useState(false);
  const close = () => {
    onDiscard();
    onOpenChange(false);
  };
  const guardedOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) onOpenChange(true);
    else if (dirty) setAsking(true);
    else close();
  };
  const prompt = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={t.discardTitle}
      description={t.discardDescription}
      confirmLabel={t.discard}
      onConfirm={() => {
        setAsking(false);
        close();
      }}
    />
  );
  return { onOpenChange: guardedOpenChange, prompt };
}
