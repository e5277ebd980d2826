import { useEffect, useState } from 'react';
import { CreditCard, Lock, Pencil, QrCode } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useLocation, useNavigate } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import type { PaymentMethod } from '@shared/store';
import { effectivePrice, formatMoney, quantityCapRefusal, variantLabel } from '@shared/store-rules';
import { FREE_PAC_FROM_CENTS, installmentLimit, productInstallments } from '@shared/store-delivery';
import { PageHeader } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { setCartOpen } from './cart-drawer-state';
import { CartLineImage } from './CartLineImage';
import { DeliveryForm } from './DeliveryForm';
import { sendsDelivery } from './store-api';
import { useDeliveryForm } from './use-delivery';
import { useBuyNowLines, useCartLines } from './use-cart';
import { buyNowPath, parseBuyNow } from './buy-now';
import { PendingPayment } from './PendingPayment';
import { isPayable, useCheckoutMutation, useOrdersQuery } from './use-orders';
import { SumRow, TotalRow } from '@client/ui/sum-row';
import { FreightRow } from './OrderSummary';

const t = ptBR.store;

const methods: { value: PaymentMethod; label: string; hint: string; icon: typeof CreditCard }[] = [
  { value: 'card', label: t.methodCard, hint: t.methodCardHint, icon: CreditCard },
  { value: 'pix', label: t.methodPix, hint: t.methodPixHint, icon: QrCode },
];

export function CheckoutPage() {
  const navigate = useNavigate();
  // 'Comprar agora' checks out one item in the address; the cart's own lines otherwise.
  const { search } = useLocation();
  const buy = parseBuyNow(search);
  const cartLines = useCartLines();
  const buyLines = useBuyNowLines(buy);
  const cart = buy ? buyLines : cartLines;
  const [method, setMethod] = useState<PaymentMethod>('card');
  const checkout = useCheckoutMutation();
  const resetCheckout = checkout.reset;
  // An order started here and left unpaid (the way back from the payment page) can be paid on.
  const pending = useOrdersQuery().data?.pages[0]?.orders.find((o) => isPayable(o));
  const paying = checkout.isPending || checkout.isSuccess;
  const empty = cart.isCartLoaded && cart.lines.length === 0 && !paying;
  // The store refuses an order over its unit caps; say so here rather than after the click.
  const overCap = quantityCapRefusal(
    cart.lines.map((l) => ({
      variantId: l.variantId,
      title: l.product?.title ?? t.variantNotFound,
      quantity: l.quantity,
    })),
  );

  const delivery = useDeliveryForm(cart.lines, cart.subtotal);
  // PAC is free from the threshold wherever it goes: 'Grátis' shows before the CEP is known.
  const freight =
    delivery.chosen?.priceInCents ??
    (delivery.values.shipping === 'pac' && cart.subtotal >= FREE_PAC_FROM_CENTS ? 0 : null);
  const total = cart.subtotal + (freight ?? 0);
  const installments = installmentLimit(
    cart.lines.map((l) => productInstallments(l.product?.metadata)),
    total,
  );

  // Back from the payment page may restore this page as it was left, mid-payment: make it usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) resetCheckout();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [resetCheckout]);

  useEffect(() => {
    if (!empty) return;
    toast({ title: t.cartEmpty, description: t.cartEmptyHint });
    void navigate('/store', { replace: true });
  }, [empty, navigate]);

  const pay = () => {
    const given = sendsDelivery ? delivery.validate() : undefined;
    if (given === null) {
      // The first field to fix takes the focus, once its message is on the page.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());
      return;
    }
    checkout.mutate(
      {
        lines: cart.lines.filter((l) => l.variant),
        method,
        delivery: given,
        ...(buy ? { cancelPath: buyNowPath(buy) } : {}),
      },
      {
        onError: () =>
          toast({ variant: 'destructive', title: t.checkoutFailed.title, description: t.checkoutFailed.description }),
      },
    );
  };

  return (
    <>
      <PageHeader title={t.checkout} description={t.securePayment} />
      {cart.isLoading || empty ? (
        <div aria-busy="true" className="grid gap-3">
          <Skeleton className="h-48 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      ) : cart.isError ? (
        <QueryError error={cart.error} onRetry={() => void cart.refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-4">
          <Card className="p-4">
            <div className="mb-2 flex items-center justify-between gap-2">
              <h2 className="font-semibold">{t.orderSummary}</h2>
              {buy ? null : (
                <Button variant="ghost" size="sm" onClick={() => setCartOpen(true)} disabled={paying}>
                  <Pencil aria-hidden="true" />
                  {t.cart}
                </Button>
              )}
            </div>
            {buy ? <p className="text-xs text-fg-muted">{ptBR.productTags.buyNowNotice}</p> : null}
            <ul className="divide-y divide-border">
              {cart.lines.map((line) => (
                <li key={line.variantId} className="flex items-center gap-3 py-3">
                  <CartLineImage product={line.product} variant={line.variant} px={56} className="size-14 shrink-0" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold">{line.product?.title ?? t.variantNotFound}</p>
                    {line.variant ? (
                      <p className="text-xs text-fg-muted">
                        {variantLabel(line.variant.title)} · {line.quantity} ×{' '}
                        {formatMoney(effectivePrice(line.variant), line.variant.currency)}
                      </p>
                    ) : null}
                  </div>
                  {line.variant ? (
                    <span className="text-sm font-semibold tabular-nums">
                      {formatMoney(effectivePrice(line.variant) * line.quantity, line.variant.currency)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            <dl className="mt-2 grid gap-1 border-t border-border pt-3 text-sm">
              <SumRow
                label={t.subtotal}
                value={formatMoney(cart.subtotal, cart.currency)}
                valueClassName="tabular-nums"
              />
              <FreightRow label={t.freight} cents={freight} currency={cart.currency} />
              <TotalRow label={t.total} cents={total} currency={cart.currency} className="text-lg font-bold" />
            </dl>
          </Card>
          {sendsDelivery ? <DeliveryForm form={delivery} disabled={paying} currency={cart.currency} /> : null}
          <Card className="p-4">
            <h2 id="forma-de-pagamento" className="mb-3 font-semibold">
              {t.paymentMethod}
            </h2>
            <RadioGroup.Root
              aria-labelledby="forma-de-pagamento"
              value={method}
              onValueChange={(v) => setMethod(v as PaymentMethod)}
              disabled={paying}
              className="grid gap-2 sm:grid-cols-2"
            >
              {methods.map(({ value, label, hint, icon: Icon }) => (
                <RadioGroup.Item
                  key={value}
                  value={value}
                  className={cn(
                    'flex items-center gap-3 rounded-xl border-2 p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    method === value ? 'border-primary bg-primary/10' : 'border-border hover:border-primary/50',
                  )}
                >
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-accent-fg" />
                  <span className="grid">
                    <span className="font-semibold">{label}</span>
                    <span className="text-xs text-fg-muted">
                      {value === 'card' && installments > 1
                        ? `${hint} · ${ptBR.installments.upTo(installments)}`
                        : hint}
                    </span>
                  </span>
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </Card>
          {overCap ? (
            <p role="alert" className="rounded-xl bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
              {overCap}
            </p>
          ) : null}
          <Button variant="brand" size="lg" onClick={pay} disabled={paying || cart.lines.length === 0 || !!overCap}>
            {paying ? <Spinner /> : <Lock aria-hidden="true" />}
            {paying ? t.paying : `${t.pay} ${formatMoney(total, cart.currency)}`}
          </Button>
          {pending ? (
            <Card className="grid grid-cols-1 gap-3 p-4">
              <p className="text-sm font-semibold">{t.pendingOrderNotice}</p>
              <PendingPayment order={pending} />
            </Card>
          ) : null}
        </div>
      )}
    </>
  );
}
