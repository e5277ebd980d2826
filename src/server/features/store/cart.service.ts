import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { MAX_CART_LINES, type Cart, type CartItem } from '../../../shared/store';
import { cartAddRefusal, MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER } from '../../../shared/store-rules';
import { creditCartAdd } from '../content/tag-attribution';
import { findSellableVariants } from './catalog.queries';
import * as q from './cart.queries';
import type { Sweeper } from './orders.service';

/*
 * The member's cart, kept on the server so it follows them across reloads and devices. Lines are
 * { productId, variantId, quantity }; the client resolves them through the storefront API, so a
 * variant this server does not know (a remote store) is kept as given, and one it knows is held to
 * its stock rule and must be on sale.
 */

export interface CartDeps {
  db: Kysely<Database>;
  clock: Clock;
  sweeper: Sweeper;
}

export async function getCart(deps: Pick<CartDeps, 'db'>, memberId: string): Promise<Cart> {
  const rows = await q.cartItems(deps.db, memberId);
  return { items: rows.map((r) => ({ productId: r.product_id, variantId: r.variant_id, quantity: r.quantity })) };
}

/** Refuses a quantity the stock cannot cover, with the spec's message; returns the product id to keep. */
async function checkStock(deps: CartDeps, item: CartItem, inCart: number, adding: number): Promise<string> {
  await deps.sweeper.lazily();
  const [variant] = await findSellableVariants(deps.db, [item.variantId]);
  if (!variant) {
    // Only a remote store's variant is kept as given: one of ours that is not on sale (a suspended
    // brand's, a withdrawn product's) cannot go into a cart.
    if (await q.variantKnown(deps.db, item.variantId)) throw new AppError(404, 'not_found', ptBR.store.variantNotFound);
    return item.productId;
  }
  if (!toBool(variant.purchasable))
    throw new AppError(409, 'not_purchasable', ptBR.store.notPurchasableNamed(variant.product_title));
  const refusal = cartAddRefusal(
    variant.product_title,
    {
      title: variant.title,
      manage_inventory: toBool(variant.manage_inventory),
      inventory_quantity: Math.max(0, variant.stock),
    },
    inCart,
    adding,
  );
  if (refusal) throw new AppError(409, 'insufficient_inventory', refusal);
  return variant.product_id;
}

/**
 * The cart holds no more than one order may: a line past the per-line cap, or a cart past the
 * per-order cap, is refused here rather than at checkout.
 */
async function checkCaps(deps: CartDeps, memberId: string, variantId: string, lineQuantity: number) {
  const lines = await q.cartItems(deps.db, memberId);
  const others = lines.filter((l) => l.variant_id !== variantId).reduce((sum, l) => sum + l.quantity, 0);
  if (lineQuantity > MAX_UNITS_PER_LINE) {
    const [variant] = await findSellableVariants(deps.db, [variantId]);
    const message = variant
      ? ptBR.store.lineCap(variant.product_title, MAX_UNITS_PER_LINE)
      : ptBR.store.lineCapGeneric(MAX_UNITS_PER_LINE);
    throw new AppError(409, 'quantity_limit', message);
  }
  if (others + lineQuantity > MAX_UNITS_PER_ORDER) {
    throw new AppError(409, 'quantity_limit', ptBR.store.cartCap(MAX_UNITS_PER_ORDER));
  }
}

/** Adds to the cart, merging with the line of the same variant. */
export async function addItem(deps: CartDeps, memberId: string, item: CartItem): Promise<Cart> {
  const existing = await q.cartLine(deps.db, memberId, item.variantId);
  if (!existing && (await q.countLines(deps.db, memberId)) >= MAX_CART_LINES) throw new AppError(409, 'cart_full');
  const inCart = existing?.quantity ?? 0;
  await checkCaps(deps, memberId, item.variantId, inCart + item.quantity);
  const productId = await checkStock(deps, item, inCart, item.quantity);
  const quantity = inCart + item.quantity;
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await q.upsertLine(trx, memberId, { productId, variantId: item.variantId, quantity }, now);
    // A product tag the member opened lately brought these units in: the line remembers its content.
    await creditCartAdd(trx, memberId, { productId, variantId: item.variantId, quantity: item.quantity }, now);
  });
  return getCart(deps, memberId);
}

export async function setItemQuantity(
  deps: CartDeps,
  memberId: string,
  variantId: string,
  quantity: number,
): Promise<Cart> {
  const existing = await q.cartLine(deps.db, memberId, variantId);
  if (!existing) throw new AppError(404, 'not_found');
  if (quantity > existing.quantity) {
    await checkCaps(deps, memberId, variantId, quantity);
    await checkStock(deps, { productId: existing.product_id, variantId, quantity }, 0, quantity);
  }
  await q.setQuantity(deps.db, memberId, variantId, quantity, deps.clock.now());
  return getCart(deps, memberId);
}

export async function removeItem(deps: Pick<CartDeps, 'db'>, memberId: string, variantId: string): Promise<Cart> {
  await q.removeLine(deps.db, memberId, variantId);
  return getCart(deps, memberId);
}

export async function clearCart(deps: Pick<CartDeps, 'db'>, memberId: string): Promise<Cart> {
  await q.clearCart(deps.db, memberId);
  return { items: [] };
}
