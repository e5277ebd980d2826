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
