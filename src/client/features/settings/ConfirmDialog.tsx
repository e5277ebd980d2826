import { ptBR } from '@shared/i18n/pt-BR';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { AccountDialog } from './AccountDialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AccountDialog open={open} onOpenChange={onOpenChange} title={title} description={description} restoreFocus>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {ptBR.security.cancel}
        </Button>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? <Spinner /> : null}
          {confirmLabel}
        </Button>
      </div>
    </AccountDialog>
  );
}
