import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { ptBR } from '@shared/i18n/pt-BR';
import { dismissToast, useToasts, type ToastVariant } from './use-toast';

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-11 shadow-2xl data-[state=closed]:animate-[toast-out_200ms_ease-in] data-[state=open]:animate-[toast-drop_220ms_cubic-bezier(0.16,1,0.3,1)] lg:data-[state=open]:animate-[toast-in_220ms_cubic-bezier(0.16,1,0.3,1)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-[toast-out_150ms_ease-in] data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
  {
    variants: {
      variant: {
        default: 'border-border bg-surface-strong text-fg',
        success: 'border-success/40 bg-surface-strong text-fg',
        warning: 'border-warning/50 bg-surface-strong text-fg',
        destructive: 'border-destructive bg-destructive text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

const icons: Record<ToastVariant, { Icon: typeof Info; className: string }> = {
  default: { Icon: Info, className: 'text-accent-fg' },
  success: { Icon: CircleCheck, className: 'text-success' },
  warning: { Icon: TriangleAlert, className: 'text-warning' },
  destructive: { Icon: CircleAlert, className: 'text-white' },
};

/** Renders the toast store; mount once near the root. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={ptBR.common.notification}
    >
      {toasts.map(({ id, open, title, description, variant = 'default', duration, action }) => {
        const { Icon, className } = icons[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
            duration={duration}
            // Failures interrupt the screen reader; confirmations wait their turn.
            type={variant === 'destructive' ? 'foreground' : 'background'}
            className={toastVariants({ variant })}
          >
            <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${className}`} />
            <div className="grid min-w-0 gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
              {description ? (
                <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
              ) : null}
              {action ? (
                // The alternative text tells screen readers where else the same choice is found.
                <ToastPrimitive.Action
                  altText={action.label}
                  onClick={action.onClick}
                  className="mt-1 w-fit rounded-lg border border-current/30 px-3 py-1.5 text-sm font-semibold hover:bg-fg/10 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {action.label}
                </ToastPrimitive.Action>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label={ptBR.common.close}
              className="absolute top-3 right-3 grid size-7 place-items-center rounded-lg opacity-70 hover:opacity-100 focus-visible:opacity-100"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        label={ptBR.common.notificationsRegion}
        // Phones: at the top, just under the top bar, so a toast never lands on the action row a thumb just
        // tapped (like, save, follow, repost) nor on the bottom bar. Desktops: bottom right, above the
        // assistant's button while it shows (html[data-assistant]), which it would otherwise cover.
        className="fixed top-[calc(4rem+env(safe-area-inset-top))] right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 px-3 pt-2 outline-none lg:top-auto lg:bottom-0 lg:max-w-[26rem] lg:p-4 lg:pb-6 lg:[html[data-assistant]_&]:pb-[5.75rem]"
      />
    </ToastPrimitive.Provider>
  );
}
