import type { Insertable } from 'kysely';
import { onPostgres, toBool } from '../../db/dialect';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { quantityCapRefusal, variantLabel } from '../../../shared/store-rules';
import { parcelWeight, productInstallments } from '../../../shared/store-delivery';
import type { CheckoutRequest } from '../../../shared/store';
import { orderLineSources, type LineSource } from '../content/tag-attribution';
import { findSellableVariants, type SellableVariant } from './catalog.queries';
import { reserveInOneStatement } from './checkout-postgres';
import { OutOfStock, OverAnonymousShare, refusalAnswer } from './checkout-refusals';
import { checkCepUf, deliveryColumns, type DeliveryDeps } from './delivery.service';
import * as q from './orders.queries';
import * as stock from './stock.queries';
import { holdFor, releaseOrder, type OrdersDeps, type Sweeper } from './orders.service';
import { withParams } from './payments/provider';
import { payToken } from './payments/sandbox';
import { isAllowedReturnUrl } from './return-urls';
import type { StoreOrderItemsTable, StoreOrdersTable } from './store.tables';

export interface CheckoutDeps extends OrdersDeps, DeliveryDeps {
  sweeper: Sweeper;
  secret: string;
  /** The share (%) of a variant's unsold managed stock that pending orders without an account may hold. */
  anonHoldPercent: number;
}

/**
 * Units all pending orders without an account may hold of a variant: a share of what is not sold yet
 * (on the shelf plus held), so one visitor without an account can never take a variant from everyone.
 * Rounded up, so the last unit of a variant can still be bought without an account.
 */
export function anonymousShare(unsold: number, percent: number): number {
  return Math.ceil((unsold * percent) / 100);
}

function checkReturnUrls(request: CheckoutRequest, origins: Set<string>) {
  for (const field of ['successUrl', 'cancelUrl'] as const) {
    if (!isAllowedReturnUrl(request[field], origins)) {
      throw new AppError(400, 'validation_failed', ptBR.store.returnUrlNotAllowed(field));
    }
  }
}

function lines(items: CheckoutRequest['items']) {
  // The same variant twice is one line: its stock is checked for the sum.
  const byVariant = new Map<string, number>();
  for (const item of items) byVariant.set(item.variant_id, (byVariant.get(item.variant_id) ?? 0) + item.quantity);
  return [...byVariant].map(([variantId, quantity]) => ({ variantId, quantity }));
}

function metadataOf(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Where the provider sends a buyer who gives up: this server, which frees the stock first. */
export function cancelReturnUrl(baseUrl: string, orderId: string, secret: string): string {
  return `${baseUrl}/pay/${encodeURIComponent(orderId)}/cancel?token=${payToken(secret, orderId)}`;
}

/**
 * An order without an account must keep each variant's anonymous held units within the share, judged
 * on the variant's counts as this order's own update left them, in the order's order of lines.
 */
function checkAnonymousShare(
  percent: number,
  items: Insertable<StoreOrderItemsTable>[],
  taken: Map<string, stock.TakenStock>,
  variants: Map<string, SellableVariant>,
) {
  for (const item of items) {
    const units = taken.get(item.variant_id);
    if (units && units.held_anonymous_units > anonymousShare(units.stock + units.held_units, percent)) {
      throw new OverAnonymousShare(variants.get(item.variant_id)!);
    }
  }
}

/** The stock of each reserved line, the order, its lines and fulfilments, in one transaction. */
async function reserveInTransaction(
  deps: CheckoutDeps,
  order: Insertable<StoreOrdersTable>,
  items: Insertable<StoreOrderItemsTable>[],
  variants: Map<string, SellableVariant>,
  now: number,
) {
  const hold = order.member_id === null ? 'anonymous' : 'member';
  await deps.db.transaction().execute(async (trx) => {
    const taken = new Map<string, stock.TakenStock>();
    // A fixed order of updates: two checkouts of the same variants never wait on each other in a
    // cycle. By code unit, as PostgreSQL's one statement locks them (`collate "C"`).
    for (const item of [...items].sort((a, b) => (a.variant_id < b.variant_id ? -1 : 1))) {
      if (!item.reserved) continue;
      const units = await stock.takeStock(trx, item.variant_id, item.quantity, now, hold);
      if (!units) throw new OutOfStock(variants.get(item.variant_id)!);
      taken.set(item.variant_id, units);
    }
    if (hold === 'anonymous') checkAnonymousShare(deps.anonHoldPercent, items, taken, variants);
    await q.insertOrder(trx, order, items);
    await q.insertFulfilments(trx, order.id, items, now);
  });
}

/**
 * Validates the items, reserves managed stock and freezes the order in one transaction (on
 * PostgreSQL, one statement: decisions 047 and 051), then asks the payment provider for its
 * hosted page. Returns the page's URL.
 */
export async function checkout(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  ctx: { memberId: string | null; baseUrl: string; returnOrigins: Set<string> },
): Promise<{ url: string; orderId: string }> {
  checkReturnUrls(request, ctx.returnOrigins);
  await deps.sweeper.lazily();
  const wanted = lines(request.items);
  const variants = new Map(
    (
      await findSellableVariants(
        deps.db,
        wanted.map((l) => l.variantId),
      )
    ).map((v) => [v.id, v]),
  );
  for (const line of wanted) {
    const v = variants.get(line.variantId);
    if (!v) throw new AppError(404, 'not_found', ptBR.store.variantNotFound);
    if (!toBool(v.purchasable))
      throw new AppError(409, 'not_purchasable', ptBR.store.notPurchasableNamed(v.product_title));
  }
  const overCap = quantityCapRefusal(
    wanted.map((l) => ({
      variantId: l.variantId,
      title: variants.get(l.variantId)!.product_title,
      quantity: l.quantity,
    })),
  );
  if (overCap) throw new AppError(400, 'quantity_limit', overCap);
  const currency = variants.get(wanted[0]!.variantId)!.currency_code;
  if (wanted.some((l) => variants.get(l.variantId)!.currency_code !== currency)) {
    throw new AppError(400, 'validation_failed', ptBR.validation.invalidInput);
  }

  if (request.delivery) await checkCepUf(deps, request.delivery);

  const now = deps.clock.now();
  const orderId = newId('ord', now);
  // Lines a product tag brought in keep the content they came from (decision 030).
  const sources = ctx.memberId
    ? await orderLineSources(
        deps.db,
        ctx.memberId,
        wanted.map((l) => ({ productId: variants.get(l.variantId)!.product_id, variantId: l.variantId })),
        now,
      )
    : new Map<string, LineSource>();
  const items: Insertable<StoreOrderItemsTable>[] = wanted.map((line, position) => {
    const v = variants.get(line.variantId)!;
    const unit = v.sale_amount ?? v.amount;
    const source = sources.get(v.id);
    return {
      id: newId('oitem', now),
      order_id: orderId,
      product_id: v.product_id,
      variant_id: v.id,
      title: v.product_title,
      variant_title: variantLabel(v.title),
      sku: v.sku,
      image_url: v.image_url ?? v.thumbnail_url,
      quantity: line.quantity,
      unit_amount: unit,
      list_amount: v.amount,
      line_total: unit * line.quantity,
      reserved: toBool(v.manage_inventory) ? 1 : 0,
      held: toBool(v.manage_inventory) ? 1 : 0,
      position,
      brand_id: v.brand_id,
      source_kind: source?.kind ?? null,
      source_id: source?.id ?? null,
    };
  });
  const subtotal = items.reduce((sum, i) => sum + i.line_total, 0);
  const expiresAt = now + holdFor(ctx.memberId);
  const grams = parcelWeight(wanted.map((l) => ({ weight: variants.get(l.variantId)!.weight, quantity: l.quantity })));
  const installmentsMax = Math.min(
    ...wanted.map((l) => productInstallments(metadataOf(variants.get(l.variantId)!.product_metadata))),
  );
  // Without a delivery yet (a contract client), the hosted page asks for it and prices the freight then.
  const shipping = request.delivery
    ? deliveryColumns(request.delivery, grams, subtotal)
    : { freight: 0, total: subtotal };

  const order: Insertable<StoreOrdersTable> = {
    id: orderId,
    member_id: ctx.memberId,
    status: 'pending',
    provider: deps.provider.name,
    provider_ref: null,
    provider_url: null,
    payment_method: null,
    currency,
    subtotal,
    ...shipping,
    installments_max: installmentsMax,
    parcel_grams: grams,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    locale: request.locale ?? null,
    time_zone: request.timeZone ?? null,
    needs_review: 0,
    created_at: now,
    updated_at: now,
    expires_at: expiresAt,
    paid_at: null,
    closed_at: null,
  };
  try {
    // SQLite keeps the transaction: its statements are calls in the process and share the writer.
    if (onPostgres(deps.db)) {
      await reserveInOneStatement(deps.db, {
        order,
        items,
        variants,
        anonymousPercent: ctx.memberId === null ? deps.anonHoldPercent : null,
        now,
      });
    } else {
      await reserveInTransaction(deps, order, items, variants, now);
    }
  } catch (err) {
    throw await refusalAnswer(deps.db, err);
  }

  let session;
  try {
    session = await deps.provider.createSession({
      orderId,
      currency,
      totalInCents: shipping.total,
      items: items.map((i) => ({
        title: i.title,
        variantTitle: i.variant_title,
        quantity: i.quantity,
        unitAmount: i.unit_amount,
      })),
      successUrl: withParams(request.successUrl, { order_id: orderId }),
      cancelUrl: cancelReturnUrl(ctx.baseUrl, orderId, deps.secret),
      baseUrl: ctx.baseUrl,
      expiresAt,
      locale: request.locale,
    });
  } catch (err) {
    deps.log?.error({ err, orderId }, 'payment provider refused the session');
    // Nobody can pay this order: its stock goes back at once rather than when its hold lapses.
    await releaseOrder(deps, orderId, 'failed');
    throw new AppError(502, 'payment_unavailable');
  }
  // A session of this server's own sandbox has nothing to remember: one write (and one fsync) fewer.
  if (session.ref !== null) await q.setProviderSession(deps.db, orderId, session, deps.clock.now());
  // Storefront clients append `&lang=…` to the URL: a provider URL without a query, or with a
  // fragment, is handed out as this server's redirect to it instead.
  const url =
    session.url.includes('?') && !session.url.includes('#')
      ? session.url
      : `${ctx.baseUrl}/pay/${encodeURIComponent(orderId)}/go?token=${payToken(deps.secret, orderId)}`;
  return { url, orderId };
}
