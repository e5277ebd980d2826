import { ptBR } from './i18n/pt-BR';
import type { RawOptionValue, RawProduct, RawVariant } from './store';

/*
 * Pure store rules shared by the client and the server: the mapping from the raw storefront shape to
 * the spec's product fields, prices, default variant and the stock rules of the cart and detail page.
 */

export interface StoreImage {
  url: string;
  order: number;
  type: string;
}

export interface StoreVariant {
  id: string;
  title: string;
  image_url: string | null;
  sku: string | null;
  price_in_cents: number;
  price_in_cents_formatted: string;
  sale_price_in_cents: number | null;
  sale_price_in_cents_formatted: string | null;
  currency: string;
  manage_inventory: boolean;
  weight: number | null;
  options: RawOptionValue[];
  inventory_quantity: number;
}

export interface StoreProduct {
  id: string;
  title: string;
  subtitle: string | null;
  ribbon_text: string | null;
  description: string;
  image: string | null;
  price_in_cents: number;
  currency: string;
  purchasable: boolean;
  order: number;
  site_product_selection: string | null;
  status: string;
  url_handle: string | null;
  images: StoreImage[];
  options: { id: string; title: string; values: RawOptionValue[] }[];
  variants: StoreVariant[];
  collections: { product_id: string; collection_id: string; order: number }[];
  additional_info: { id: string; order: number; title: string; description: string }[];
  type: { value: string };
  custom_fields: { id: string; title: string; is_required: boolean }[];
  related_products: {
    id: string;
    section_title: string | null;
    related_type: string | null;
    related_id: string | null;
    position: number;
  }[];
  updated_at: string | null;
  created_at: string | null;
  deleted_at: string | null;
  metadata: Record<string, unknown>;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Cents in the given currency, formatted for pt-BR: 5990 brl → 'R$ 59,90'. */
export function formatMoney(cents: number, currency = 'brl'): string {
  const code = currency.toUpperCase();
  let f = formatters.get(code);
  if (!f) {
    try {
      f = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: code });
    } catch {
      // An unknown code from a remote store still shows a number rather than crashing the page.
      f = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(code, f);
  }
  return f.format(cents / 100);
}

/** The price a buyer pays: the sale price when there is one. */
export function effectivePrice(v: { price_in_cents: number; sale_price_in_cents: number | null }): number {
  return v.sale_price_in_cents ?? v.price_in_cents;
}

/** The variant shown first: the cheapest when the product asks for it (or says nothing), else the first. */
export function defaultVariant<V extends { price_in_cents: number; sale_price_in_cents: number | null }>(product: {
  site_product_selection: string | null | undefined;
  variants: V[];
}): V {
  const variants = product.variants;
  const first = variants[0]!;
  const selection = product.site_product_selection;
  if (selection !== null && selection !== undefined && selection !== 'lowest_price_first') return first;
  return variants.reduce((best, v) => (effectivePrice(v) < effectivePrice(best) ? v : best), first);
}

function sortByOrder<T extends { order: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}

export function mapVariant(raw: RawVariant): StoreVariant {
  const price = raw.prices[0]!;
  const currency = price.currency_code.toLowerCase();
  const sale = price.sale_amount ?? null;
  return {
    id: raw.id,
    title: raw.title ?? '',
    image_url: raw.image_url ?? null,
    sku: raw.sku ?? null,
    price_in_cents: price.amount,
    price_in_cents_formatted: formatMoney(price.amount, currency),
    sale_price_in_cents: sale,
    sale_price_in_cents_formatted: sale === null ? null : formatMoney(sale, currency),
    currency,
    manage_inventory: raw.manage_inventory ?? false,
    weight: raw.weight ?? null,
    options: raw.options ?? [],
    inventory_quantity: raw.inventory_quantity ?? 0,
  };
}

/** Builds the spec's product from the raw storefront shape (thumbnail → image, media → images, …). */
export function mapProduct(raw: RawProduct): StoreProduct {
  const variants = raw.variants.map(mapVariant);
  const media = raw.media && raw.media.length > 0 ? raw.media : (raw.images ?? []);
  const images = sortByOrder(media.map((m, i) => ({ url: m.url, order: m.order ?? i, type: m.type ?? 'image' })));
  const base = { site_product_selection: raw.site_product_selection ?? null, variants };
  const chosen = defaultVariant(base);
  return {
    id: raw.id,
    title: raw.title,
    subtitle: raw.subtitle ?? null,
    ribbon_text: raw.ribbon_text || null,
    description: raw.description ?? '',
    image: raw.thumbnail ?? images[0]?.url ?? null,
    price_in_cents: effectivePrice(chosen),
    currency: chosen.currency,
    purchasable: raw.purchasable ?? true,
    order: raw.order ?? 0,
    site_product_selection: raw.site_product_selection ?? null,
    status: raw.status ?? 'published',
    url_handle: raw.url_handle ?? null,
    images,
    options: (raw.options ?? []).map((o) => ({ id: o.id, title: o.title, values: o.values })),
    variants,
    collections: (raw.product_collections ?? []).map((c, i) => ({ ...c, order: c.order ?? i })),
    additional_info: sortByOrder(
      (raw.additional_info ?? []).map((a, i) => ({
        id: a.id,
        order: a.order ?? i,
        title: a.title,
        description: a.description ?? '',
      })),
    ),
    type: { value: raw.type?.value ?? 'physical' },
    custom_fields: (raw.custom_fields ?? []).map((f) => ({
      id: f.id,
      title: f.title,
      is_required: f.is_required ?? false,
    })),
    related_products: (raw.related_products ?? []).map((r, i) => ({
      id: r.id,
      section_title: r.section_title ?? null,
      related_type: r.related_type ?? null,
      related_id: r.related_id ?? null,
      position: r.position ?? i,
    })),
    updated_at: raw.updated_at ?? null,
    created_at: raw.created_at ?? null,
    deleted_at: raw.deleted_at ?? null,
    metadata: raw.metadata ?? {},
  };
}

/** Overwrites each variant's stock with the live quantities of the /variants call, by variant id. */
export function withQuantities(
  products: StoreProduct[],
  quantities: { id: string; inventory_quantity: number }[],
): StoreProduct[] {
  const byId = new Map(quantities.map((q) => [q.id, q.inventory_quantity]));
  return products.map((p) => ({
    ...p,
    variants: p.variants.map((v) => (byId.has(v.id) ? { ...v, inventory_quantity: byId.get(v.id)! } : v)),
  }));
}

export type StockTone = 'green' | 'yellow' | 'red';

/** The detail page's stock line for a variant and the chosen quantity; null when stock is not managed. */
export function stockMessage(variant: Pick<StoreVariant, 'manage_inventory' | 'inventory_quantity'>, quantity: number) {
  if (!variant.manage_inventory) return null;
  const n = variant.inventory_quantity;
  if (n <= 0) return { tone: 'red' as StockTone, text: ptBR.store.unavailable };
  if (quantity > n) return { tone: 'yellow' as StockTone, text: ptBR.store.lowStock(n) };
  return { tone: 'green' as StockTone, text: ptBR.store.inStock(n) };
}

/** Units of one variant that one order (and one cart line) may hold: a brand store sells to people, not resellers. */
export const MAX_UNITS_PER_LINE = 10;
/** Units that one order (and the cart) may hold in all. */
export const MAX_UNITS_PER_ORDER = 30;

/**
 * The unit caps of an order or a cart: the pt-BR refusal for the first line over its cap (lines of the
 * same variant counted together), or for the whole over the order's cap; null when within both.
 */
export function quantityCapRefusal(lines: { variantId: string; title: string; quantity: number }[]): string | null {
  const byVariant = new Map<string, { title: string; quantity: number }>();
  let total = 0;
  for (const line of lines) {
    const seen = byVariant.get(line.variantId);
    byVariant.set(line.variantId, { title: line.title, quantity: (seen?.quantity ?? 0) + line.quantity });
    total += line.quantity;
  }
  for (const line of byVariant.values()) {
    if (line.quantity > MAX_UNITS_PER_LINE) return ptBR.store.lineCap(line.title, MAX_UNITS_PER_LINE);
  }
  return total > MAX_UNITS_PER_ORDER ? ptBR.store.orderCap(MAX_UNITS_PER_ORDER) : null;
}

/** A variant whose managed stock has run out. */
export function isSoldOut(variant: Pick<StoreVariant, 'manage_inventory' | 'inventory_quantity'>): boolean {
  return variant.manage_inventory && variant.inventory_quantity <= 0;
}

/** The most units of a variant one line may ask for: its stock or the per-line cap, whichever is lower (0 when sold out). */
export function maxUnitsOf(variant: Pick<StoreVariant, 'manage_inventory' | 'inventory_quantity'>): number {
  if (!variant.manage_inventory) return MAX_UNITS_PER_LINE;
  return Math.max(0, Math.min(MAX_UNITS_PER_LINE, variant.inventory_quantity));
}

/** Add to cart is allowed only for a purchasable product within managed stock. */
export function canAddToCart(
  product: Pick<StoreProduct, 'purchasable'>,
  variant: Pick<StoreVariant, 'manage_inventory' | 'inventory_quantity'>,
  quantity: number,
): boolean {
  if (!product.purchasable || quantity < 1) return false;
  if (!variant.manage_inventory) return true;
  return quantity <= variant.inventory_quantity;
}

/**
 * The cart's add rule: for managed stock, what is already in the cart plus what is added may not
 * exceed the stock. Returns the spec's refusal message, or null when the add is fine.
 */
export function cartAddRefusal(
  productTitle: string,
  variant: { title: string; manage_inventory: boolean; inventory_quantity: number },
  inCart: number,
  adding: number,
): string | null {
  if (!variant.manage_inventory) return null;
  if (inCart + adding <= variant.inventory_quantity) return null;
  return ptBR.store.insufficientStock(productTitle, variantLabel(variant.title), variant.inventory_quantity);
}

/** A variant's name for messages; a product's only variant may have an empty title. */
export function variantLabel(title: string | null | undefined): string {
  return title && title.trim() ? title : ptBR.store.defaultVariant;
}

/** Plain text of an HTML description, cut at `max` characters (the spec says 160), for the meta tag. */
export function metaDescription(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : text.slice(0, max);
}
