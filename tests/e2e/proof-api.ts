import type { APIRequestContext } from '@playwright/test';
import { ADULT_BIRTH_DATE, expect, uniqueEmail } from './utils';

/** API shortcuts for the proof journeys: they set data up through the server, then look at the pages. */

/** An 8×6 PNG: enough for an upload. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGMQ2NmIFTEMpAQADRQ94fd6If4AAAAASUVORK5CYII=',
  'base64',
);

export interface ApiMember {
  id: string;
  name: string;
  email: string;
  password: string;
}

export async function apiSignup(request: APIRequestContext, name = 'Membro Prova'): Promise<ApiMember> {
  const body = { name, email: uniqueEmail('prova'), password: 'senha-forte-123', birthDate: ADULT_BIRTH_DATE };
  const res = await request.post('/api/auth/signup', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const { member } = (await res.json()) as { member: { id: string } };
  return { id: member.id, ...body };
}

export async function apiPost(request: APIRequestContext, content: string, alt = 'Um quadrado verde'): Promise<string> {
  const res = await request.post('/api/posts', {
    multipart: { content, alt, file: { name: 'foto.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { post: { id: string } }).post.id;
}

export async function apiComment(request: APIRequestContext, postId: string, text: string) {
  const res = await request.post(`/api/posts/${postId}/comments`, { data: { text } });
  expect(res.status(), await res.text()).toBe(201);
}

export async function apiJson<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](url, data === undefined ? {} : { data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

/** A product of the brand store, for pages that need one. */
export async function firstProductId(request: APIRequestContext): Promise<string> {
  const { storeId } = await apiJson<{ storeId: string }>(request, 'get', '/api/store/config');
  const { products } = await apiJson<{ products: { id: string }[] }>(
    request,
    'get',
    `/store/${storeId}/products?limit=1`,
  );
  expect(products.length, 'the demo store has products').toBeGreaterThan(0);
  return products[0]!.id;
}

/**
 * An order of one unit of a brand store product placed as the storefront contract places it (items
 * only, no delivery): the hosted payment page's address, in pt-BR, returning to `origin`.
 */
export async function apiCheckoutPageUrl(request: APIRequestContext, productId: string, origin: string) {
  const { storeId } = await apiJson<{ storeId: string }>(request, 'get', '/api/store/config');
  const { products } = await apiJson<{ products: { id: string; variants: { id: string }[] }[] }>(
    request,
    'get',
    `/store/${storeId}/products?ids%5B%5D=${productId}`,
  );
  const { url } = await apiJson<{ url: string }>(request, 'post', `/store/${storeId}/checkout`, {
    items: [{ variant_id: products[0]!.variants[0]!.id, quantity: 1 }],
    successUrl: `${origin}/success`,
    cancelUrl: `${origin}/checkout`,
  });
  return `${url}&lang=pt-BR`;
}
