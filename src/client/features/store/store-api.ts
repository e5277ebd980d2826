import { storeApiPaths } from '@shared/api-paths';
import { storePaths, type ProductListParams } from '@shared/first-load';
import { ptBR } from '@shared/i18n/pt-BR';
import {
  productListReplySchema,
  productReplySchema,
  storeConfigSchema,
  variantQuantitiesReplySchema,
  type CheckoutRequest,
} from '@shared/store';
import { mapProduct, withQuantities, type StoreProduct } from '@shared/store-rules';
import { takeBootData } from '@client/lib/boot-data';
import { getServerGet } from '@client/lib/server-get';

/*
 * The storefront client (spec section 7). It talks to this server by default, or to any compatible
 * store service when VITE_STORE_API_URL (and VITE_STORE_ID) are set at build time. Every call sends a
 * JSON content type; a non-OK answer becomes `HTTP <status>: <statusText>` as the spec says.
 */

const env = import.meta.env as Record<string, string | undefined>;
const apiBase = (env.VITE_STORE_API_URL ?? '').replace(/\/$/, '');
const configuredStoreId = env.VITE_STORE_ID;

export class StoreHttpError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(ptBR.store.httpError(status, statusText));
    this.name = 'StoreHttpError';
  }
}

const STORE_CONFIG_PATH = storeApiPaths.config;

let storeIdPromise: Promise<string> | null = null;

/** The store id: from the build configuration, else from this server. */
export function getStoreId(): Promise<string> {
  if (configuredStoreId) return Promise.resolve(configuredStoreId);
  storeIdPromise ??= (async () => {
    const embedded = takeBootData(STORE_CONFIG_PATH);
    if (embedded !== undefined) return storeConfigSchema.parse(embedded).storeId;
    const serverGet = getServerGet();
    if (serverGet) {
      const answer = await serverGet(STORE_CONFIG_PATH);
      if (answer.status !== 200) throw new StoreHttpError(answer.status, answer.statusText);
      return storeConfigSchema.parse(answer.body).storeId;
    }
    const res = await fetch(STORE_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new StoreHttpError(res.status, res.statusText);
    return storeConfigSchema.parse(await res.json()).storeId;
  })().catch((err: unknown) => {
    storeIdPromise = null;
    throw err;
  });
  return storeIdPromise;
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<unknown> {
  const url = `${apiBase}${storePaths.base(await getStoreId())}${path}`;
  if (method === 'GET') {
    const embedded = takeBootData(url);
    if (embedded !== undefined) return embedded;
    const serverGet = getServerGet();
    // Only this server's own storefront is reachable from inside it.
    if (serverGet && !apiBase) {
      const answer = await serverGet(url);
      if (answer.status < 200 || answer.status >= 300) throw new StoreHttpError(answer.status, answer.statusText);
      return answer.body;
    }
  }
  const res = await fetch(url, {
    method,
    // Cookies only ever reach this same server (which then links a checkout to the member).
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });
  if (!res.ok) throw new StoreHttpError(res.status, res.statusText);
  return res.json();
}

async function quantities(productIds: string[], signal?: AbortSignal) {
  if (productIds.length === 0) return [];
  const raw = await call('GET', storePaths.quantities(productIds), undefined, signal);
  const parsed = variantQuantitiesReplySchema.safeParse(raw);
  if (!parsed.success) throw new Error(ptBR.store.invalidQuantities);
  return parsed.data.variants;
}

export interface ProductPage {
  products: StoreProduct[];
  count: number;
  offset: number;
  limit: number;
}

/** A page of products with their live stock. */
export async function fetchProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> {
  const raw = await call('GET', storePaths.products(params), undefined, signal);
  const parsed = productListReplySchema.safeParse(raw);
  if (!parsed.success) throw new Error(ptBR.store.invalidProducts);
  const products = parsed.data.products.map(mapProduct);
  const live = await quantities(
    products.map((p) => p.id),
    signal,
  );
  return { ...parsed.data, products: withQuantities(products, live) };
}

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<StoreProduct> {
  const raw = await call('GET', storePaths.product(id), undefined, signal);
  const parsed = productReplySchema.safeParse(raw);
  if (!parsed.success) throw new Error(ptBR.store.invalidProducts);
  const product = mapProduct(parsed.data.product);
  return withQuantities([product], await quantities([product.id], signal))[0]!;
}

/**
 * Whether checkout sends the delivery (CPF, address, shipping): only to this server, whose contract
 * takes it. A remote store service's own payment page asks for it instead.
 */
export const sendsDelivery = !apiBase;

export async function startCheckout(request: CheckoutRequest): Promise<string> {
  const body = sendsDelivery ? request : { ...request, delivery: undefined };
  const raw = (await call('POST', '/checkout', body)) as { url?: unknown };
  if (typeof raw.url !== 'string') throw new Error(ptBR.store.checkoutFailed.description);
  return raw.url;
}
