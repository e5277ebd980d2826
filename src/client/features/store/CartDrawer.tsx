import { ShoppingBag, ShoppingCart, Trash2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { ptBR } from '@shared/i18n/pt-BR';
import { effectivePrice, formatMoney, MAX_UNITS_PER_LINE, variantLabel } from '@shared/store-rules';
import { QueryError } from '@client/ui/query-error';
import { Button } from '@client/ui/button';
import { useRestoreFocus } from '@client/ui/restore-focus';
import { SkeletonMediaRow } from '@client/ui/skeleton';
import { EmptyState } from '@client/ui/empty-state';
import { SumRow } from '@client/ui/sum-row';
import { CartBadge } from './CartBadge';
import { CartLineImage } from './CartLineImage';
import { setCartOpen, useCartOpen } from './cart-drawer-state';
import { QuantityStepper } from './QuantityStepper';
import {
  useCartLines,
  useClearCartMutation,
  useRemoveItemMutation,
  useSetQuantityMutation,
  type CartLine,
} from './use-cart';
import { ButtonLink } from '@client/ui/button-link';

const t = ptBR.store;

function LineRow({ line }: { line: CartLine }) {
  const setQuantity = useSetQuantityMutation();
  const remove = useRemoveItemMutation();
  const { product, variant } = line;
  const title = product?.title ?? t.variantNotFound;
  const max = Math.min(
    MAX_UNITS_PER_LINE,
    variant?.manage_inventory ? Math.max(line.quantity, variant.inventory_quantity) : MAX_UNITS_PER_LINE,
  );
  return (
    <li className="grid grid-cols-[4rem_1fr] gap-3 py-3">
      <CartLineImage product={product} variant={variant} px={64} className="size-16" />
      <div className="grid min-w-0 gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{title}</p>
            {variant ? <p className="text-xs text-fg-muted">{variantLabel(variant.title)}</p> : null}
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t.removeItem(title)}
            onClick={() => remove.mutate(line.variantId)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            max={max}
            label={`${t.quantity}: ${title}`}
            disabled={!variant}
            onChange={(quantity) => setQuantity.mutate({ variantId: line.variantId, quantity })}
          />
          {variant ? (
            <span className="text-sm font-semibold tabular-nums">
              {formatMoney(effectivePrice(variant) * line.quantity, variant.currency)}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function CartBody() {
  const cart = useCartLines();
  const clear = useClearCartMutation();
  if (cart.isLoading) {
    return (
      <div className="grid gap-3 py-3" aria-busy="true">
        {[0, 1].map((i) => (
          <SkeletonMediaRow
            key={i}
            className="grid grid-cols-[4rem_1fr] gap-3"
            media="size-16 rounded-xl"
            lines={['h-4 w-3/4', 'h-8 w-28']}
            textClassName="grid gap-2"
          />
        ))}
      </div>
    );
  }
  if (cart.isError) return <QueryError error={cart.error} onRetry={() => void cart.refetch()} className="py-4" />;
  if (cart.lines.length === 0) {
    return (
      <EmptyState bare icon={ShoppingBag} title={t.cartEmpty} hint={t.cartEmptyHint}>
        <ButtonLink to="/store" variant="outline" onClick={() => setCartOpen(false)}>
          {t.goToStore}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="-mx-1 flex-1 divide-y divide-border overflow-y-auto px-1">
        {cart.lines.map((line) => (
          <LineRow key={line.variantId} line={line} />
        ))}
      </ul>
      <div className="grid gap-3 border-t border-border pt-4">
        <dl className="grid gap-1 text-sm">
          <SumRow
            label={t.subtotal}
            value={formatMoney(cart.subtotal, cart.currency)}
            valueClassName="font-semibold tabular-nums"
          />
          <SumRow label={t.freight} value={t.freightFree} valueClassName="font-semibold text-success" />
        </dl>
        <ButtonLink to="/checkout" variant="brand" size="lg" onClick={() => setCartOpen(false)}>
          {t.goToCheckout}
        </ButtonLink>
        <Button variant="ghost" size="sm" onClick={() => clear.mutate()}>
          {t.clearCart}
        </Button>
      </div>
    </>
  );
}

/** The cart, sliding in from the right edge. */
export function CartDrawer() {
  const open = useCartOpen();
  const restoreFocus = useRestoreFocus();
  return (
    <Dialog.Root open={open} onOpenChange={setCartOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          {...restoreFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,92vw)] flex-col gap-2 border-l border-border bg-surface-strong p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-fg shadow-2xl transition-transform duration-200 ease-out starting:translate-x-full"
        >
          <div className="flex items-start justify-between gap-2">
            <div>
              <Dialog.Title className="text-lg font-bold">{t.cart}</Dialog.Title>
              <Dialog.Description className="text-sm text-fg-muted">{t.cartDescription}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={ptBR.common.close}
              className="grid size-10 place-items-center rounded-xl text-fg-muted hover:bg-surface-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <CartBody />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Opens the drawer; shows how many items the cart holds. */
export function CartDrawerButton({ count }: { count: number }) {
  return (
    <Button
      variant="outline"
      className="relative rounded-full"
      onClick={() => setCartOpen(true)}
      aria-label={ptBR.nav.cartWithCount(count)}
    >
      <ShoppingCart aria-hidden="true" />
      <span aria-hidden="true">{ptBR.nav.cart}</span>
      <CartBadge count={count} />
    </Button>
  );
}
