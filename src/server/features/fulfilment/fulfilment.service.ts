import type { Kysely } from 'kysely';
import {
  fulfilmentMove,
  orderStatusesOf,
  type FulfilmentMove,
  type FulfilmentStatus,
  type StudioOrder,
  type StudioOrdersQuery,
} from '../../../shared/fulfilment';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { orderNumber, type OrderStatus } from '../../../shared/store';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/event-bus';
import { decodeKeyset, encodeKeyset, pageOf } from '../../platform/pagination';
import type { ReadCache } from '../../platform/read-cache';
import { notifyOrder, publish, type PendingNotification } from '../notifications/notifications.service';
import { orderItems } from '../store/orders.queries';
import { paymentMethodOf, toOrderItem } from '../store/orders.service';
import type { PaymentProvider } from '../store/payments/provider';
import { refundOrder } from '../store/refund.service';
import type { TeamAccess } from '../teams/team-guard';
import * as q from './fulfilment.queries';

export interface FulfilmentDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  cache: ReadCache;
  providers: Record<string, PaymentProvider>;
  log?: { error(obj: object, msg: string): void } | undefined;
}

/** The lines of the orders, each with its brand. */
type OrderLine = Awaited<ReturnType<typeof orderItems>>[number];

const PAGE = 20;
const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A team sees the buyer's first name only: enough to talk about an order, no more of who bought it. */
function firstName(name: string | null): string {
  return name?.trim().split(/\s+/)[0] || ptBR.studioOrders.guestBuyer;
}

function toStudioOrder(row: q.BrandOrderRow, lines: OrderLine[], brandId: string): StudioOrder {
  const mine = lines.filter((l) => l.order_id === row.id && l.brand_id === brandId);
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.order_status as OrderStatus,
    paymentMethod: paymentMethodOf(row.payment_method),
    currency: row.currency,
    createdAt: iso(row.created_at)!,
    paidAt: iso(row.paid_at),
    buyerFirstName: firstName(row.buyer_name),
    items: mine.map(toOrderItem),
    totalInCents: mine.reduce((sum, i) => sum + i.line_total, 0),
    fulfilment: {
      status: row.status as FulfilmentStatus,
      trackingCode: row.tracking_code,
      shippedAt: iso(row.shipped_at),
      deliveredAt: iso(row.delivered_at),
      updatedAt: iso(row.updated_at)!,
    },
    onlyThisBrand: lines.filter((l) => l.order_id === row.id).every((l) => l.brand_id === brandId),
    refundedAt: iso(row.refunded_at),
  };
}

export async function listBrandOrders(deps: FulfilmentDeps, access: TeamAccess, query: StudioOrdersQuery) {
  const rows = await q.brandOrders(
    deps.db,
    access.brandId,
    orderStatusesOf[query.state],
    decodeKeyset(query.cursor),
    PAGE + 1,
  );
  const page = pageOf(rows, PAGE, (r) => encodeKeyset({ createdAt: Number(r.created_at), id: r.id }));
  const lines = await orderItems(
    deps.db,
    page.rows.map((r) => r.id),
  );
  return { orders: page.rows.map((r) => toStudioOrder(r, lines, access.brandId)), nextCursor: page.nextCursor };
}

async function studioOrder(deps: Pick<FulfilmentDeps, 'db'>, brandId: string, orderId: string) {
  const row = await q.brandOrder(deps.db, brandId, orderId);
  if (!row) throw new AppError(404, 'not_found');
  return toStudioOrder(row, await orderItems(deps.db, [orderId]), brandId);
}

async function afterCommit(deps: FulfilmentDeps, pending: (PendingNotification | null)[]) {
  await publish(deps, pending).catch((err: unknown) => deps.log?.error({ err }, 'order notification not announced'));
}

/** Moves the brand's part of a paid order one step forward, tells the buyer, and records who did it. */
export async function moveFulfilment(
  deps: FulfilmentDeps,
  access: TeamAccess,
  orderId: string,
  move: FulfilmentMove,
): Promise<StudioOrder> {
  const row = await q.brandOrder(deps.db, access.brandId, orderId);
  if (!row) throw new AppError(404, 'not_found');
  if (row.order_status !== 'paid') throw new AppError(409, 'order_not_paid');
  const from = row.status as FulfilmentStatus;
  const verdict = fulfilmentMove(from, move.status);
  // A repeated request (a double click, a retry) finds the step taken: nothing changes, nobody is told twice.
  if (verdict === 'same') return studioOrder(deps, access.brandId, orderId);
  if (verdict === 'refused') throw new AppError(409, 'fulfilment_not_forward');
  const trackingCode = move.status === 'enviado' ? move.trackingCode!.toUpperCase() : row.tracking_code;
  const pending = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const moved = await q.advance(
      trx,
      { orderId, brandId: access.brandId, from },
      move.status === 'enviado'
        ? { status: 'enviado', tracking_code: trackingCode!, shipped_at: now, updated_at: now }
        : { status: 'entregue', delivered_at: now, updated_at: now },
    );
    if (!moved) throw new AppError(409, 'fulfilment_not_forward');
    await recordAudit(trx, {
      actorId: access.memberId,
      via: 'console',
      action: 'order.fulfil',
      targetType: 'order',
      targetId: orderId,
      before: { brandId: access.brandId, status: from },
      after: { brandId: access.brandId, status: move.status, trackingCode },
      at: now,
    });
    if (!row.member_id) return null;
    const brand = (await q.brandName(trx, access.brandId))?.name ?? access.brandId;
    const n = orderNumber(orderId);
    const t = ptBR.orderNotification;
    const text = move.status === 'enviado' ? t.enviado(brand, n, trackingCode!) : t.entregue(brand, n);
    return notifyOrder(trx, deps, { userId: row.member_id, text });
  });
  await afterCommit(deps, [pending]);
  return studioOrder(deps, access.brandId, orderId);
}

/** Cancels and refunds a paid order: by an owner of the one brand it is from, or by an operator. */
async function refund(deps: FulfilmentDeps, actorId: string, orderId: string, brandId: string | null) {
  const { refund, result } = await refundOrder(deps, {
    orderId,
    actorId,
    check: (_order, items) => {
      if (brandId === null) return;
      // An order without this brand's lines is not the brand's to see.
      if (!items.some((i) => i.brand_id === brandId)) throw new AppError(404, 'not_found');
      if (items.some((i) => i.brand_id !== brandId)) throw new AppError(409, 'order_other_brands');
    },
    within: async (trx, ctx) => {
      await recordAudit(trx, {
        actorId,
        via: 'console',
        action: 'order.refund',
        targetType: 'order',
        targetId: orderId,
        before: { status: 'paid', ...(brandId ? { brandId } : {}) },
        after: { status: 'refunded', amount: ctx.refund.amount, provider: ctx.refund.provider },
        at: ctx.refund.created_at,
      });
      if (!ctx.order.member_id) return null;
      return notifyOrder(trx, deps, {
        userId: ctx.order.member_id,
        text: ptBR.orderNotification.refunded(orderNumber(orderId)),
      });
    },
  });
  // The stock came back: the storefront's lists must show it.
  deps.cache.invalidate(cacheTags.storeCatalog);
  await afterCommit(deps, [result]);
  return {
    orderId,
    provider: refund.provider,
    amountInCents: refund.amount,
    currency: refund.currency,
    createdAt: iso(refund.created_at)!,
  };
}

export const refundAsOwner = (deps: FulfilmentDeps, access: TeamAccess, orderId: string) =>
  refund(deps, access.memberId, orderId, access.brandId);

export const refundAsOperator = (deps: FulfilmentDeps, operatorId: string, orderId: string) =>
  refund(deps, operatorId, orderId, null);
