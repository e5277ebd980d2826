import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { orderItemSchema } from '@shared/store';
import { formatMoney } from '@shared/store-rules';
import { cn } from '@client/lib/cn';
import { Thumb } from './thumb';

type OrderItem = z.infer<typeof orderItemSchema>;

const thumb = {
  sm: { px: 40, box: 'size-10' },
  md: { px: 48, box: 'size-12' },
} as const;

interface OrderLineProps {
  item: OrderItem;
  currency: string;
  size: keyof typeof thumb;
  className?: string;
  /** What closes the line on the right (the member's view shows the line's total). */
  children?: ReactNode;
}

/** One line of an order: its picture, product, variant, quantity and unit price. */
export function OrderLine({ item, currency, size, className, children }: OrderLineProps) {
  return (
    <li className={cn('flex items-center gap-3', className)}>
      {item.imageUrl ? (
        <Thumb src={item.imageUrl} alt="" size={thumb[size].px} loading="lazy" className="shrink-0 rounded-lg" />
      ) : (
        <div className={cn(thumb[size].box, 'shrink-0 rounded-lg bg-surface-muted')} />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{item.title}</p>
        <p className="text-xs text-fg-muted">
          {item.variantTitle} · {item.quantity} × {formatMoney(item.unitPriceInCents, currency)}
        </p>
      </div>
      {children}
    </li>
  );
}

interface OrderLinesProps {
  items: readonly OrderItem[];
  currency: string;
  /** Small lines in a bordered box, as the console and the studio list orders; the buyer's view is open. */
  framed?: boolean;
  /** Each line closes on its total, as the buyer's and the console's views show it. */
  totals?: boolean;
}

/** An order's lines, one under the other. */
export function OrderLines({ items, currency, framed = false, totals = false }: OrderLinesProps) {
  return (
    <ul className={cn('divide-y divide-border', framed && 'rounded-xl border border-border')}>
      {items.map((item) => (
        <OrderLine
          key={item.variantId}
          item={item}
          currency={currency}
          size={framed ? 'sm' : 'md'}
          className={framed ? 'px-3 py-2' : 'py-2.5'}
        >
          {totals ? (
            <span className="text-sm font-semibold tabular-nums">{formatMoney(item.totalInCents, currency)}</span>
          ) : null}
        </OrderLine>
      ))}
    </ul>
  );
}
