import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import { useRestoreFocus } from './restore-focus';

export const DialogTitle = DialogPrimitive.Title;
export const DialogClose = DialogPrimitive.Close;

const frames = {
  /** A bottom sheet on phones, centred on larger screens: forms, uploads, confirmations. */
  modal: {
    overlay:
      'fixed inset-0 z-50 bg-black/50 backdrop-blur-sm data-[state=closed]:animate-[fade-out_150ms_ease-in] data-[state=open]:animate-[fade-in_150ms_ease-out]',
    content:
      'fixed inset-x-0 bottom-0 z-50 grid max-h-[94dvh] gap-4 overflow-y-auto rounded-t-3xl border border-border bg-surface-strong p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-fg shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6',
    // Stays in view while a long form scrolls: its title and close button are always reachable.
    header:
      'sticky top-0 z-10 -mx-5 -mt-5 flex items-start justify-between gap-3 bg-surface-strong px-5 pt-5 pb-1 sm:-mx-6 sm:-mt-6 sm:px-6 sm:pt-6',
    close:
      '-mt-1 -mr-1 grid size-10 shrink-0 place-items-center rounded-xl text-fg-muted hover:bg-surface-muted hover:text-fg',
  },
  /** A bottom sheet on phones, a panel at the right edge on larger screens: lists beside the page. */
  side: {
    overlay: 'fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-[fade-in_150ms_ease-out]',
    content:
      'fixed inset-x-0 bottom-0 z-50 flex max-h-[75dvh] flex-col gap-3 rounded-t-3xl border border-border bg-surface-strong p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-fg shadow-2xl outline-none sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-[24rem] sm:rounded-none sm:rounded-l-3xl',
    header: 'flex items-center justify-between gap-2',
    close: 'grid size-10 place-items-center rounded-xl text-fg-muted hover:bg-surface-muted hover:text-fg',
  },
};

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  variant?: keyof typeof frames;
  className?: string;
  /** Opened by state, with no trigger: give focus back to what had it (inside another dialog, say). */
  restoreFocus?: boolean;
  /** Opened from a full-screen viewer, it shows above the viewer's own layer. */
  overViewer?: boolean;
}

/** The app's dialog frame: a titled panel with a close button, its look chosen by `variant`. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  variant = 'modal',
  className,
  restoreFocus = false,
  overViewer = false,
}: DialogProps) {
  const focusBack = useRestoreFocus();
  const frame = frames[variant];
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={cn(frame.overlay, overViewer && 'z-[70]')} />
        <DialogPrimitive.Content
          // Without a description, Radix must not point at one.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(restoreFocus ? focusBack : {})}
          className={cn(frame.content, overViewer && 'z-[70]', className)}
          // Escape from inside the dialog closes this dialog itself. Radix gives Escape to the layer
          // opened last, and a toast that pops up meanwhile is one: it would take the key instead.
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || event.defaultPrevented) return;
            if (!event.currentTarget.contains(event.target as Node)) return;
            event.stopPropagation();
            onOpenChange(false);
          }}
        >
          <div className={frame.header}>
            <div className="grid gap-1">
              <DialogPrimitive.Title className="text-lg font-bold">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="text-sm text-fg-muted">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close aria-label={ptBR.common.close} className={frame.close}>
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

interface ViewerDialogProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'aria-describedby'> {
  onClose: () => void;
  /** Opened by state, with no trigger: give focus back to what had it. */
  restoreFocus?: boolean;
}

/** A full-screen dark layer for media (stories, highlights); the caller places its own title and close. */
export function ViewerDialog({ onClose, restoreFocus = false, className, children, ...props }: ViewerDialogProps) {
  const focusBack = useRestoreFocus();
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/95" />
        <DialogPrimitive.Content
          {...(restoreFocus ? focusBack : {})}
          aria-describedby={undefined}
          className={cn('fixed inset-0 z-[60] flex items-center justify-center outline-none', className)}
          {...props}
        >
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
