import type { ReactNode } from 'react';
import { BusyButton } from './busy-button';
import { Button } from './button';
import { DialogClose } from './dialog';

interface FormActionsProps {
  cancelLabel: string;
  /** Without it, the way back closes the dialog around the form. */
  onCancel?: () => void;
  submitLabel: ReactNode;
  pending: boolean;
  /** The main action is off (nothing to send yet); it is off while pending as well. */
  disabled?: boolean;
  /** Without it, the main action submits the form around it. */
  onSubmit?: () => void;
  /** The way back is off while the request runs. */
  lockCancel?: boolean;
}

/** A form's way back and its main action, at the end of the form. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  pending,
  disabled = false,
  onSubmit,
  lockCancel = true,
}: FormActionsProps) {
  const cancel = (
    <Button variant="ghost" disabled={lockCancel && pending} {...(onCancel ? { onClick: onCancel } : {})}>
      {cancelLabel}
    </Button>
  );
  return (
    <div className="flex justify-end gap-2">
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <BusyButton
        variant="brand"
        busy={pending}
        disabled={disabled}
        {...(onSubmit ? { onClick: onSubmit } : { type: 'submit' as const })}
      >
        {submitLabel}
      </BusyButton>
    </div>
  );
}
