import { useRef, useState } from 'react';
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
  // The Escape that withdraws the question must not reach the composer too: both dialogs listen on the
  // document, and once the question is gone (between two listeners) the composer would ask again.
  const withdrawing = useRef(false);
  const answer = (open: boolean) => {
    if (!open) {
      withdrawing.current = true;
      setTimeout(() => (withdrawing.current = false), 0);
    }
    setAsking(open);
  };
  const close = () => {
    onDiscard();
    onOpenChange(false);
  };
  const guardedOpenChange = (next: boolean) => {
    if (busy) return;
    if (!next && withdrawing.current) return;
    // The question has focus a frame before it listens for Escape (Radix registers the topmost layer
    // in an effect after a re-render): an Escape in that frame reaches the composer, and was meant
    // for the question.
    if (!next && asking) {
      answer(false);
      return;
    }
    if (next) onOpenChange(true);
    else if (dirty) setAsking(true);
    else close();
  };
  const prompt = (
    <ConfirmDialog
      open={asking}
      onOpenChange={answer}
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
