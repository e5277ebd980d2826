import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { FulfilmentStatus } from '../../../shared/fulfilment-rules';
import { orderNumber, paymentMethods, type Order, type OrderStatus, type PaymentMethod } from '../../../shared/store';
import type { EventOutcome, PaymentEvent, PaymentProvider } from './payments/provider';
import { payToken } from './payments/sandbox';
import { toOrderDelivery } from './delivery.service';
import * as q from './orders.queries';
import * as stock from './stock.queries';
import type { StoreOrderItemsTable, StoreOrdersTable } from './store.tables';

/*
 * How long a checkout holds its stock while the buyer pays. A checkout without an account costs
 * nothing to repeat and answers to nobody, so its hold is only as long as paying takes; a member's
 * checkout is tied to an account with its own budget and may be resumed from 'Meus pedidos', so it
 * keeps the items longer.
 */
export const ANON_HOLD_MS = 10 * 60 * 1000;
export const MEMBER_HOLD_MS = 30 * 60 * 1000;

export const holdFor = (memberId: string | null) => (memberId === null ? ANON_HOLD_MS : MEMBER_HOLD_MS);
/** How long a Pix code stays payable once the buyer has it; the reservation is held that long. */
export const PIX_WINDOW_MS = 30 * 60 * 1000;
/** The lazy sweep before a stock check runs at most this often. */
const LAZY_SWEEP_EVERY_MS = 5_000;

export interface OrdersDeps {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void } | undefined;
}

type OrderRow = Selectable<StoreOrdersTable>;
type ItemRow = Selectable<StoreOrderItemsTable>;

const iso = (ms: number) => new Date(ms).toISOString();

/** Each brand's part of a paid order; an order that is not paid (any more) has nothing to deliver. */
function toFulfilments(order: OrderRow, rows: q.FulfilmentRow[]): Order['fulfilments'] {
  if (order.status !== 'paid') return [];
  return rows
    .filter((f) => f.order_id === order.id)
    .map((f) => ({
      brandId: f.brand_id,
      brandName: f.brand_name ?? f.brand_id,
      status: f.status as FulfilmentStatus,
      trackingCode: f.tracking_code,
      updatedAt: iso(Number(f.updated_at)),
    }));
}

/** A stored payment method, or null when it is none the store knows. */
export function paymentMethodOf(method: string | null): PaymentMethod | null {
  return (paymentMethods as readonly string[]).includes(method ?? '') ? (method as PaymentMethod) : null;
}

/** An order line as the API shows it. */
export function toOrderItem(i: ItemRow): Order['items'][number] {
  return {
    productId: i.product_id,
    variantId: i.variant_id,
    title: i.title,
    variantTitle: i.variant_title,
    imageUrl: i.image_url,
    quantity: i.quantity,
    unitPriceInCents: i.unit_amount,
    listPriceInCents: i.list_amount,
    totalInCents: i.line_total,
  };
}

export function toOrder(order: OrderRow, items: ItemRow[], fulfilments: q.FulfilmentRow[] = []): Order {
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status as OrderStatus,
    currency: order.currency,
    subtotalInCents: order.subtotal,
    freightInCents: order.freight,
    totalInCents: order.total,
    paymentMethod: paymentMethodOf(order.payment_method),
    createdAt: iso(order.created_at),
    paidAt: order.paid_at === null ? null : iso(order.paid_at),
    expiresAt: iso(order.expires_at),
    items: items.map(toOrderItem),
    delivery: toOrderDelivery(order),
    installments: order.installments,
    installmentsMax: order.installments_max,
    fulfilments: toFulfilments(order, fulfilments),
  };
}

/**
 * Closes a pending order and gives its reserved stock back, in one transaction. Returns false when the
 * order was not pending any more (paid, or closed by someone else first): nothing changes then.
 */
export async function releaseOrder(deps: OrdersDeps, orderId: string, status: 'canceled' | 'expired' | 'failed') {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await q.closePending(trx, orderId, status, now))) return false;
    for (const item of await q.orderItems(trx, [orderId])) {
      if (item.reserved) await stock.returnStock(trx, item.variant_id, item.quantity, now);
    }
    return true;
  });
}

/** Closes the provider's hosted page of an order that can no longer be paid at its reserved stock. */
async function closeProviderSession(
  deps: OrdersDeps,
  order: { id: string; provider: string; provider_ref: string | null },
) {
  if (!order.provider_ref || order.provider !== deps.provider.name || !deps.provider.closeSession) return;
  await deps.provider.closeSession(order.provider_ref).catch((err: unknown) => {
    deps.log?.warn({ err, orderId: order.id }, 'could not close the provider session');
  });
}

/** Expires every pending order whose reservation has lapsed. */
export async function sweepExpired(deps: OrdersDeps): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await q.expiredOrderIds(deps.db, deps.clock.now(), 100);
    for (const order of batch) {
      if (!(await releaseOrder(deps, order.id, 'expired'))) continue;
      released++;
      // A provider's page may outlive the hold (Stripe keeps one open for at least 30 minutes).
      await closeProviderSession(deps, order);
    }
    if (batch.length < 100) return released;
  }
}

/** Runs the sweep on demand (before stock checks), at most every few seconds of clock time. */
export function createSweeper(deps: OrdersDeps) {
  let last = Number.NEGATIVE_INFINITY;
  let running: Promise<number> | null = null;
  const run = () => {
    running ??= sweepExpired(deps).finally(() => {
      running = null;
    });
    return running;
  };
  return {
    run,
    async lazily() {
      const now = deps.clock.now();
      if (now - last < LAZY_SWEEP_EVERY_MS && now >= last) return;
      last = now;
      await run();
    },
  };
}
export type Sweeper = ReturnType<typeof createSweeper>;

/**
 * Marks an order paid. A pending order's reservation becomes the sale. A payment that arrives after
 * the reservation lapsed takes the stock again when it can, and flags the order for review when it
 * cannot: money received is never turned away, and a paid order never goes back.
 */
async function markPaid(trx: Kysely<Database>, orderId: string, method: PaymentMethod | null, now: number) {
  if (await q.payPending(trx, orderId, method, now)) return 'paid';
  const order = await q.findOrder(trx, orderId);
  if (!order || order.status === 'paid') return 'unchanged';
  let short = false;
  for (const item of await q.orderItems(trx, [orderId])) {
    if (item.reserved && !(await stock.takeStock(trx, item.variant_id, item.quantity, now, 'none'))) short = true;
  }
  await trx
    .updateTable('store_orders')
    .set({
      status: 'paid',
      paid_at: now,
      updated_at: now,
      closed_at: null,
      payment_method: method,
      needs_review: short ? 1 : 0,
    })
    .where('id', '=', orderId)
    .where('status', '!=', 'paid')
    .execute();
  return 'paid-late';
}

/** Applies a verified provider event once: a redelivery with the same id changes nothing. */
export async function applyPaymentEvent(
  deps: OrdersDeps,
  providerName: string,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const fresh = await q.recordEvent(trx, {
      id: `${providerName}:${event.eventId}`,
      provider: providerName,
      event_type: event.type.slice(0, 100),
      order_id: event.orderId,
      received_at: now,
    });
    if (!fresh) return 'duplicate' as const;
    if (!event.orderId || event.effect === 'none') return 'ignored' as const;
    const order = await q.findOrder(trx, event.orderId);
    if (!order || order.provider !== providerName) return 'ignored' as const;
    switch (event.effect) {
      case 'paid':
        // The member's cart kept the items while they paid (a way back from the payment page); now they are bought.
        if ((await markPaid(trx, order.id, event.method, now)) !== 'unchanged' && order.member_id) {
          const items = await q.orderItems(trx, [order.id]);
          await q.takeFromCart(
            trx,
            order.member_id,
            items.map((i) => ({ variantId: i.variant_id, quantity: i.quantity })),
            now,
          );
        }
        return 'applied' as const;
      case 'awaiting':
        await q.extendPending(trx, order.id, now + PIX_WINDOW_MS, now);
        return 'applied' as const;
      case 'failed':
      case 'expired': {
        if (!(await q.closePending(trx, order.id, event.effect, now))) return 'ignored' as const;
        for (const item of await q.orderItems(trx, [order.id])) {
          if (item.reserved) await stock.returnStock(trx, item.variant_id, item.quantity, now);
        }
        return 'applied' as const;
      }
    }
  });
  if (outcome === 'duplicate')
    deps.log?.warn({ eventId: event.eventId, provider: providerName }, 'duplicate payment event ignored');
  return outcome;
}

/**
 * The buyer gave up on the hosted page: the order closes and its stock comes back at once. A member's
 * cart still holds the items (it is only emptied by the payment). A second call (back button, double
 * click) does nothing.
 */
export async function cancelOrder(deps: OrdersDeps, orderId: string): Promise<boolean> {
  const order = await q.findOrder(deps.db, orderId);
  if (!order) throw new AppError(404, 'not_found');
  const released = await releaseOrder(deps, orderId, 'canceled');
  if (released) await closeProviderSession(deps, order);
  return released;
}

/**
 * The way back to a member's own pending order's payment page, while its hold lasts. An order whose
 * hold lapsed is not payable any more: its stock may be someone else's by now.
 */
export async function resumeOrder(deps: OrdersDeps & { secret: string }, memberId: string, orderId: string) {
  const order = await q.findOrder(deps.db, orderId);
  if (!order || order.member_id !== memberId) throw new AppError(404, 'not_found');
  const lapsed = order.status === 'expired' || (order.status === 'pending' && order.expires_at <= deps.clock.now());
  if (lapsed) throw new AppError(409, 'order_not_payable', ptBR.store.orderHoldExpired);
  if (order.status !== 'pending') throw new AppError(409, 'order_not_payable', ptBR.store.orderNotPayable);
  // The /go step leads to the provider's own page when there is one, else to the sandbox's.
  return { url: `/pay/${encodeURIComponent(order.id)}/go?token=${payToken(deps.secret, order.id)}` };
}

export async function getOrder(deps: Pick<OrdersDeps, 'db'>, orderId: string) {
  const order = await q.findOrder(deps.db, orderId);
  if (!order) return undefined;
  return { row: order, items: await q.orderItems(deps.db, [orderId]) };
}

export async function getMemberOrder(deps: Pick<OrdersDeps, 'db'>, memberId: string, orderId: string): Promise<Order> {
  const found = await getOrder(deps, orderId);
  // Someone else's order reads as missing, so ids cannot be probed.
  if (!found || found.row.member_id !== memberId) throw new AppError(404, 'not_found');
  return toOrder(found.row, found.items, await q.orderFulfilments(deps.db, [orderId]));
}

const ORDERS_PAGE = 20;

/** A page of orders as the API shows them: their lines and brands' parts read in one query each. */
export async function ordersWithLines(db: Kysely<Database>, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, fulfilments] = await Promise.all([q.orderItems(db, ids), q.orderFulfilments(db, ids)]);
  return rows.map((o) =>
    toOrder(
      o,
      items.filter((i) => i.order_id === o.id),
      fulfilments,
    ),
  );
}

export async function listMemberOrders(deps: Pick<OrdersDeps, 'db'>, memberId: string, cursor: string | undefined) {
  const rows = await q.memberOrders(deps.db, memberId, decodeKeyset(cursor), ORDERS_PAGE + 1);
  const page = pageOf(rows, ORDERS_PAGE);
  return { orders: await ordersWithLines(deps.db, page.rows), nextCursor: page.nextCursor };
}
