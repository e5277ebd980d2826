/*
 * The URLs a page's first data come from. The client fetches them; the server builds the same ones
 * to embed their answers in the page's HTML, where the client finds them by URL: the two must agree
 * to the character, so both build them here.
 */

import { withCursor } from './api-paths';

export const FEED_PAGE_SIZE = 10;
export const STORE_PAGE_SIZE = 24;

/** The `sizes` of a post's picture: the server's preload hint must pick the same rendition as the <img>. */
export const POST_MEDIA_SIZES = '(min-width: 640px) 640px, 100vw';

export function feedPath(cursor?: string): string {
  return withCursor('/api/feed', cursor, FEED_PAGE_SIZE);
}

/** `name%5B%5D=a&name%5B%5D=b`: the array encoding every compatible store service reads. */
export function storeQuery(params: Record<string, string | number | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // A parameter is sent only when it has a value.
    if (value === undefined || value === '' || value === 0) continue;
    if (Array.isArray(value)) for (const v of value) search.append(`${key}[]`, v);
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface ProductListParams {
  offset?: number;
  limit?: number;
  ids?: string[];
}

/** Paths under a store's base (`/store/{storeId}`). */
export const storePaths = {
  base: (storeId: string) => `/store/${encodeURIComponent(storeId)}`,
  products: (params: ProductListParams) =>
    `/products${storeQuery({ ids: params.ids, offset: params.offset, limit: params.limit })}`,
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  quantities: (productIds: string[]) =>
    `/variants${storeQuery({ fields: 'inventory_quantity', product_ids: productIds })}`,
};

/** The pages whose first screen the server renders for a signed-in member, by their client route. */
export type ServerRenderedPage = 'feed' | 'store' | 'product';

export function serverRenderedPage(pathname: string): ServerRenderedPage | undefined {
  if (pathname === '/') return 'feed';
  if (pathname === '/store') return 'store';
  if (/^\/product\/[^/]+$/.test(pathname)) return 'product';
  return undefined;
}
