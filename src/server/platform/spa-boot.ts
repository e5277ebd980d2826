import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { feedPath, POST_MEDIA_SIZES, STORE_PAGE_SIZE, storePaths } from '../../shared/first-load';
import { mapProduct } from '../../shared/store-rules';
import type { RawProduct } from '../../shared/store';

/*
 * What index.html can tell the browser up front, so that a phone does not discover a page's code, data
 * and main picture one round trip after the other: preload hints for the route's chunks and picture,
 * and the answers to the page's first API calls (the client reads them by URL, see
 * src/client/lib/boot-data.ts). Only ever the requesting member's own answers, fetched with their cookie.
 */

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const STORIES_PATH = '/api/stories';
const SHELL_SRC = 'src/client/app/AppShell.tsx';
const LOGIN_FORM = 'src/client/features/auth/LoginForm.tsx';

/** The page module each signed-in route renders first (as in src/client/app/routes.tsx). */
export const ROUTE_PAGES: [RegExp, string][] = [
  [/^\/$/, 'src/client/features/feed/FeedPage.tsx'],
  [/^\/store$/, 'src/client/features/store/StorePage.tsx'],
  [/^\/product\/[^/]+$/, 'src/client/features/store/ProductPage.tsx'],
  [/^\/post\/[^/]+$/, 'src/client/features/posts/PostPage.tsx'],
  [/^\/notifications$/, 'src/client/features/notifications/NotificationsPage.tsx'],
  [/^\/profile$/, 'src/client/features/profile/ProfilePage.tsx'],
  [/^\/u\/[^/]+$/, 'src/client/features/profile/MemberPage.tsx'],
  [/^\/explore$/, 'src/client/features/explore/ExplorePage.tsx'],
  [/^\/reels$/, 'src/client/features/reels/ReelsPage.tsx'],
  [/^\/search$/, 'src/client/features/search/SearchPage.tsx'],
  [/^\/checkout$/, 'src/client/features/store/CheckoutPage.tsx'],
  [/^\/orders$/, 'src/client/features/store/OrdersPage.tsx'],
];

export function readManifest(clientDir: string): Manifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk files (`/assets/…`) a route runs before it can render, beyond what index.html already loads. */
export function routeChunks(manifest: Manifest, pathname: string, signedIn: boolean): string[] {
  const keyOf = (src: string) =>
    manifest[src] ? src : Object.keys(manifest).find((k) => manifest[k]!.src === src || manifest[k]!.name === src);
  const closure = (roots: (string | undefined)[]) => {
    const seen = new Set<string>();
    const stack = roots.filter((r): r is string => !!r && !!manifest[r]);
    while (stack.length) {
      const key = stack.pop()!;
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push(...(manifest[key]!.imports ?? []).filter((k) => manifest[k]));
    }
    return seen;
  };
  let roots: (string | undefined)[] = [];
  if (pathname === '/auth') roots = signedIn ? [] : [keyOf(LOGIN_FORM)];
  else if (signedIn) {
    const page = ROUTE_PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
    // The shell is a manual chunk ('shell' in vite.config.ts) when grouped, AppShell's own otherwise.
    roots = [keyOf('shell') ?? keyOf(SHELL_SRC), page && keyOf(page)];
  }
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const initial = closure(entries);
  return [...closure(roots)].filter((k) => !initial.has(k)).map((k) => `/${manifest[k]!.file}`);
}

export interface ImageHint {
  href: string;
  srcset?: string;
  sizes?: string;
}

export interface BootData {
  /** Answers by the URL the client asks them at. */
  data: Record<string, unknown>;
  image?: ImageHint | undefined;
}

/** Only this server's own pictures: anything else the page's CSP would refuse, with a console error. */
const sameOrigin = (url: string | null | undefined): url is string =>
  !!url && url.startsWith('/') && !url.startsWith('//');

/** The answers to the first calls the page at `pathname` makes, and the picture it will show largest. */
export async function loadBootData(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<BootData> {
  const headers = { cookie: request.headers.cookie ?? '', accept: 'application/json' };
  const data: Record<string, unknown> = {};
  const get = async <T>(url: string): Promise<T | undefined> => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) return undefined;
    const body = res.json<T>();
    data[url] = body;
    return body;
  };
  const storeBase = async () => {
    const config = await get<{ storeId: string }>('/api/store/config');
    return config ? storePaths.base(config.storeId) : undefined;
  };

  let image: ImageHint | undefined;
  const page = async () => {
    if (pathname === '/') {
      // The story strip sits above the feed: its answer spares the page a round trip too.
      const [feed] = await Promise.all([
        get<{ posts: { media: { kind: string; src: string; srcSet: string } | null }[] }>(feedPath()),
        get(STORIES_PATH),
      ]);
      const media = feed?.posts[0]?.media;
      if (media?.kind === 'image' && sameOrigin(media.src)) {
        image = { href: media.src, srcset: media.srcSet, sizes: POST_MEDIA_SIZES };
      }
    } else if (pathname === '/store') {
      const base = await storeBase();
      if (!base) return;
      const list = await get<{ products: RawProduct[] }>(base + storePaths.products({ limit: STORE_PAGE_SIZE }));
      if (!list || list.products.length === 0) return;
      await get(base + storePaths.quantities(list.products.map((p) => p.id)));
      const first = mapProduct(list.products[0]!).image;
      if (sameOrigin(first)) image = { href: first };
    } else if (/^\/product\/[^/]+$/.test(pathname)) {
      const base = await storeBase();
      const id = safeDecode(pathname.slice('/product/'.length));
      if (!base || id === undefined) return;
      const reply = await get<{ product: RawProduct }>(base + storePaths.product(id));
      if (!reply) return;
      await get(base + storePaths.quantities([reply.product.id]));
      const first = mapProduct(reply.product).images[0]?.url;
      if (sameOrigin(first)) image = { href: first };
    }
  };
  await Promise.all([get('/api/me'), page()]);
  return { data, image };
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Text safe inside a double-quoted HTML attribute. */
export const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end its <script> element nor open a comment in it, whatever the strings hold. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The <head> hints: the picture first (it is what the page is judged by), then the code. */
export function headHints(chunks: string[], image: ImageHint | undefined): string {
  const links: string[] = [];
  if (image) {
    const set = image.srcset ? ` imagesrcset="${attr(image.srcset)}" imagesizes="${attr(image.sizes ?? '')}"` : '';
    links.push(`<link rel="preload" as="image" href="${attr(image.href)}"${set} fetchpriority="high">`);
  }
  for (const file of chunks) links.push(`<link rel="modulepreload" crossorigin href="${attr(file)}">`);
  return links.join('\n    ');
}

export function bootScript(data: Record<string, unknown>): string {
  if (Object.keys(data).length === 0) return '';
  return `<script type="application/json" id="boot-data">${jsonForScript(data)}</script>`;
}
