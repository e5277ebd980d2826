/** Table types of the store: catalog, carts, orders and payment events (migration 003). */
import type { ColumnType } from 'kysely';

export interface StoreCollectionsTable {
  id: string;
  handle: string;
  title: string;
  image_url: string | null;
  /** JSON object. */
  metadata: string;
  position: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface StoreProductsTable {
  id: string;
  handle: string;
  title: string;
  subtitle: string | null;
  ribbon_text: string | null;
  description: string;
  status: string;
  purchasable: number;
  hidden: number;
  position: number;
  site_product_selection: string | null;
  type: string;
  thumbnail_url: string | null;
  metadata: string;
  /** The brand that sells it (migration 016); null for the operator's own store. */
  brand_id: string | null;
  min_price: number;
  /** JSON of the raw storefront product, stock aside; null until first read after a change. */
  snapshot: string | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface StoreProductImagesTable {
  id: string;
  product_id: string;
  url: string;
  thumb_url: string | null;
  type: string;
  position: number;
  width: number | null;
  height: number | null;
  blur: string | null;
}

export interface StoreOptionsTable {
  id: string;
  product_id: string;
  title: string;
  position: number;
}

export interface StoreVariantsTable {
  id: string;
  product_id: string;
  title: string;
  sku: string | null;
  image_url: string | null;
  manage_inventory: number;
  weight: number | null;
  stock: number;
  /** Units pending orders hold (migration 030); with `stock`, what is not sold yet. */
  held_units: ColumnType<number, number | undefined, number>;
  /** Of those, units held by pending orders without an account. */
  held_anonymous_units: ColumnType<number, number | undefined, number>;
  amount: number;
  sale_amount: number | null;
  currency_code: string;
  position: number;
  created_at: number;
  updated_at: number;
}

export interface StoreOptionValuesTable {
  id: string;
  option_id: string;
  variant_id: string;
  product_id: string;
  value: string;
  position: number;
}

export interface StoreProductCollectionsTable {
  product_id: string;
  collection_id: string;
  position: number;
}

export interface StoreAdditionalInfoTable {
  id: string;
  product_id: string;
  title: string;
  description: string;
  position: number;
}

export interface StoreCustomFieldsTable {
  id: string;
  product_id: string;
  title: string;
  is_required: number;
  position: number;
}

export interface StoreRelatedProductsTable {
  id: string;
  product_id: string;
  section_title: string | null;
  related_type: string;
  related_id: string;
  position: number;
}

export interface StoreCartItemsTable {
  member_id: string;
  variant_id: string;
  product_id: string;
  quantity: number;
  created_at: number;
  updated_at: number;
  /** The content whose product tag brought this line in (migration 027); null when none did. */
  source_kind: string | null;
  source_id: string | null;
}

export interface StoreOrdersTable {
  id: string;
  member_id: string | null;
  status: string;
  provider: string;
  provider_ref: string | null;
  /** The provider's hosted page, when the buyer is sent there through this server. */
  provider_url: string | null;
  payment_method: string | null;
  currency: string;
  subtotal: number;
  freight: number;
  total: number;
  success_url: string;
  cancel_url: string;
  locale: string | null;
  time_zone: string | null;
  needs_review: number;
  created_at: number;
  updated_at: number;
  expires_at: number;
  paid_at: number | null;
  closed_at: number | null;
  /** 11 digits; set with the delivery (migration 009). */
  buyer_cpf: string | null;
  /** JSON of the delivery address: cep, street, number, complement, district, city, uf. */
  shipping_address: string | null;
  shipping_method: string | null;
  /** The estimate promised at checkout, in business days. */
  shipping_days: number | null;
  /** Card installments the order was paid in. */
  installments: number | null;
  /** The smallest interest-free installment limit of the order's products, frozen at checkout. */
  installments_max: number;
  parcel_grams: number;
}

export interface StoreOrderItemsTable {
  id: string;
  order_id: string;
  product_id: string;
  variant_id: string;
  title: string;
  variant_title: string;
  sku: string | null;
  image_url: string | null;
  quantity: number;
  unit_amount: number;
  list_amount: number;
  line_total: number;
  /** 1 when the stock of this line was taken at checkout (managed inventory). */
  reserved: number;
  /** 1 while the line's units are held for its pending order (migration 028). */
  held: ColumnType<number, number | undefined, number>;
  position: number;
  /** The brand that sold the line, frozen at checkout (migration 017); null for the operator's own store. */
  brand_id: string | null;
  /** The content credited with the sale (migration 027, decision 030); null when no tag brought it. */
  source_kind: string | null;
  source_id: string | null;
}

/** One brand's part of an order and how far its delivery went (migration 017). */
export interface StoreOrderFulfilmentsTable {
  order_id: string;
  brand_id: string;
  /** 'preparando', 'enviado' or 'entregue'. */
  status: string;
  tracking_code: string | null;
  /** The order's created_at. */
  created_at: number;
  updated_at: number;
  shipped_at: number | null;
  delivered_at: number | null;
}

/** The refund of a paid order, recorded once (migration 017). */
export interface StoreOrderRefundsTable {
  order_id: string;
  provider: string;
  provider_ref: string;
  amount: number;
  currency: string;
  actor_id: string | null;
  created_at: number;
}

export interface StorePaymentEventsTable {
  /** `${provider}:${eventId}`: a redelivered event collides here and is ignored. */
  id: string;
  provider: string;
  event_type: string;
  order_id: string | null;
  received_at: number;
}

export interface StoreTables {
  store_collections: StoreCollectionsTable;
  store_products: StoreProductsTable;
  store_product_images: StoreProductImagesTable;
  store_options: StoreOptionsTable;
  store_variants: StoreVariantsTable;
  store_option_values: StoreOptionValuesTable;
  store_product_collections: StoreProductCollectionsTable;
  store_additional_info: StoreAdditionalInfoTable;
  store_custom_fields: StoreCustomFieldsTable;
  store_related_products: StoreRelatedProductsTable;
  store_cart_items: StoreCartItemsTable;
  store_orders: StoreOrdersTable;
  store_order_items: StoreOrderItemsTable;
  store_order_fulfilments: StoreOrderFulfilmentsTable;
  store_order_refunds: StoreOrderRefundsTable;
  store_payment_events: StorePaymentEventsTable;
}
