import { z } from 'zod';
import { fulfilmentStatuses } from './fulfilment-rules';
import { pagedReply } from './schema-parts';
import { deliveryInputSchema, shippingMethods } from './store-delivery';

/*
 * The storefront contract (see the store API document): the raw shapes the store service sends, the
 * checkout request, and the member-side cart and order shapes of /api. The client validates every
 * storefront answer with these schemas, so they accept what any compatible service may send and
 * insist only on what the client relies on (the hard constraints).
 */

export const productTypes = ['physical', 'digital', 'booking', 'donation', 'subscription'] as const;
export type ProductType = (typeof productTypes)[number];

export const productStatuses = ['published', 'draft', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const listSortKeys = ['order', 'price', 'created_at'] as const;
export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 20;

const nullish = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export const rawCurrencySchema = z.object({
  code: z.string(),
  symbol: z.string().optional(),
  symbol_native: z.string().optional(),
  name: z.string().optional(),
  name_plural: z.string().optional(),
  decimal_digits: z.number().optional(),
  rounding: z.number().optional(),
  template: z.string().optional(),
  min_amount: nullish(z.number()),
});
export type RawCurrency = z.infer<typeof rawCurrencySchema>;

export const rawPriceSchema = z.object({
  amount: z.number().int(),
  sale_amount: nullish(z.number().int()),
  currency_code: z.string().min(1),
  currency: rawCurrencySchema.optional(),
});

export const rawOptionValueSchema = z.object({
  id: z.string(),
  option_id: z.string(),
  variant_id: nullish(z.string()),
  value: z.string(),
});
export type RawOptionValue = z.infer<typeof rawOptionValueSchema>;

export const rawOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  values: z.array(rawOptionValueSchema),
});

export const rawVariantSchema = z.object({
  id: z.string(),
  title: nullish(z.string()),
  image_url: nullish(z.string()),
  sku: nullish(z.string()),
  manage_inventory: nullish(z.boolean()),
  weight: nullish(z.number()),
  inventory_quantity: nullish(z.number()),
  options: nullish(z.array(rawOptionValueSchema)),
  // WARNING: storefront clients read prices[0] without a check; an empty array crashes them.
  prices: z.array(rawPriceSchema).min(1),
});
export type RawVariant = z.infer<typeof rawVariantSchema>;

export const rawImageSchema = z.object({
  url: z.string(),
  order: nullish(z.number()),
  type: nullish(z.string()),
});

export const rawProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: nullish(z.string()),
  ribbon_text: nullish(z.string()),
  description: nullish(z.string()),
  thumbnail: nullish(z.string()),
  status: nullish(z.string()),
  purchasable: nullish(z.boolean()),
  order: nullish(z.number()),
  site_product_selection: nullish(z.string()),
  url_handle: nullish(z.string()),
  images: nullish(z.array(rawImageSchema)),
  media: nullish(z.array(rawImageSchema)),
  options: nullish(z.array(rawOptionSchema)),
  // WARNING: clients pick variants[0] as a fallback; a product without variants crashes them.
  variants: z.array(rawVariantSchema).min(1),
  product_collections: nullish(
    z.array(z.object({ product_id: z.string(), collection_id: z.string(), order: nullish(z.number()) })),
  ),
  additional_info: nullish(
    z.array(
      z.object({ id: z.string(), order: nullish(z.number()), title: z.string(), description: nullish(z.string()) }),
    ),
  ),
  type: nullish(z.object({ value: z.string() })),
  custom_fields: nullish(z.array(z.object({ id: z.string(), title: z.string(), is_required: nullish(z.boolean()) }))),
  related_products: nullish(
    z.array(
      z.object({
        id: z.string(),
        section_title: nullish(z.string()),
        related_type: nullish(z.string()),
        related_id: nullish(z.string()),
        position: nullish(z.number()),
      }),
    ),
  ),
  created_at: nullish(z.string()),
  updated_at: nullish(z.string()),
  deleted_at: nullish(z.string()),
  metadata: nullish(z.record(z.string(), z.unknown())),
});
export type RawProduct = z.infer<typeof rawProductSchema>;

export const productListReplySchema = z.object({
  products: z.array(rawProductSchema),
  count: z.number(),
  offset: z.number(),
  limit: z.number(),
});
export type ProductListReply = z.infer<typeof productListReplySchema>;

export const productReplySchema = z.object({ product: rawProductSchema });

export const variantQuantitiesReplySchema = z.object({
  variants: z.array(z.object({ id: z.string(), inventory_quantity: z.number() })),
});

export const collectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  image_url: z.string().nullable(),
  store_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});

export const MAX_ITEM_QUANTITY = 999;
export const MAX_CHECKOUT_LINES = 100;

const returnUrl = z
  .string()
  .max(2000)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), 'URL de retorno inválida.');

/** POST /store/{storeId}/checkout: camelCase at the top, snake_case in items, as the contract has it. */
export const checkoutRequestSchema = z.object({
  items: z
    .array(
      z.object({
        variant_id: z.string().min(1).max(100),
        quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
      }),
    )
    .min(1)
    .max(MAX_CHECKOUT_LINES),
  successUrl: returnUrl,
  cancelUrl: returnUrl,
  locale: z.string().max(35).optional(),
  timeZone: z.string().max(64).optional(),
  /**
   * This server's own addition, sent by its checkout page: the buyer's CPF, address and shipping
   * option. A contract client sends none, and the hosted payment page asks for it.
   */
  delivery: deliveryInputSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const paymentMethods = ['card', 'pix'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/* ---------- member side (/api) ---------- */

export const MAX_CART_LINES = 50;

export const cartItemSchema = z.object({
  productId: z.string().min(1).max(100),
  variantId: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ items: z.array(cartItemSchema) });
export type Cart = z.infer<typeof cartSchema>;

export const cartAddSchema = cartItemSchema;
export const cartSetQuantitySchema = z.object({ quantity: cartItemSchema.shape.quantity });

export const orderStatuses = ['pending', 'paid', 'canceled', 'expired', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderItemSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  title: z.string(),
  variantTitle: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceInCents: z.number().int(),
  listPriceInCents: z.number().int(),
  totalInCents: z.number().int(),
});

export const orderDeliverySchema = z.object({
  /** Only the middle digits, as a receipt prints them. */
  cpfMasked: z.string(),
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  district: z.string(),
  city: z.string(),
  uf: z.string(),
  method: z.enum(shippingMethods),
  days: z.number().int(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** One brand's part of a paid order, as its buyer follows it. */
export const orderFulfilmentSchema = z.object({
  brandId: z.string(),
  brandName: z.string(),
  status: z.enum(fulfilmentStatuses),
  trackingCode: z.string().nullable(),
  updatedAt: z.string(),
});
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  currency: z.string(),
  subtotalInCents: z.number().int(),
  freightInCents: z.number().int(),
  totalInCents: z.number().int(),
  paymentMethod: z.enum(paymentMethods).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string(),
  items: z.array(orderItemSchema),
  /** Null until the buyer gave it (on the checkout page, or on the hosted payment page). */
  delivery: orderDeliverySchema.nullable(),
  /** The card installments it was paid in. */
  installments: z.number().int().nullable(),
  /** The most interest-free installments its products allow. */
  installmentsMax: z.number().int(),
  /** How far each brand's part went, while the order is paid (empty otherwise). */
  fulfilments: z.array(orderFulfilmentSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = pagedReply('orders', orderSchema);
export type OrderList = z.infer<typeof orderListSchema>;
export const orderReplySchema = z.object({ order: orderSchema });
export type OrderReply = z.infer<typeof orderReplySchema>;
/** Where the browser goes to pay: the payment provider's hosted page. */
export const paymentUrlReplySchema = z.object({ url: z.string() });
export type PaymentUrlReply = z.infer<typeof paymentUrlReplySchema>;

export const storeConfigSchema = z.object({ storeId: z.string() });

/** The short number shown to people: the last 8 characters of the order id. */
export function orderNumber(id: string): string {
  return id.slice(-8).toUpperCase();
}
