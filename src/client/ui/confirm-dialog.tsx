import { useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { BusyButton } from './busy-button';
import { Button } from '@client/ui/button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  /** Opened from the full-screen story viewer: shown above it. */
  overViewer?: boolean;
}

/** Asks before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
  overViewer = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      restoreFocus
      overViewer={overViewer}
    >
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {ptBR.security.cancel}
        </Button>
        <BusyButton variant="destructive" busy={pending} onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
      </div>
    </Dialog>
  );
}

/** Asks before a deletion: the action's name ('Excluir reel') titles the question and is its button. */
export function DeleteDialog({
  action,
  question,
  ...props
}: Omit<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel'> & { action: string; question: string }) {
  return <ConfirmDialog {...props} title={action} description={question} confirmLabel={action} />;
}

/**
 * A deletion asked first, for a screen that opens the question itself: `ask` opens it, `dialog` is
 * rendered in place, and `confirm` gets the function that closes it once the deletion is done.
 */
export function useDeleteDialog(
  copy: { delete: string; deleteConfirm: string },
  pending: boolean,
  confirm: (close: () => void) => void,
) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <DeleteDialog
      open={open}
      onOpenChange={setOpen}
      action={copy.delete}
      question={copy.deleteConfirm}
      pending={pending}
      onConfirm={() => confirm(() => setOpen(false))}
    />
  );
  return { ask: () => setOpen(true), dialog };
}
