import { AsyncLocalStorage } from 'node:async_hooks';
import { finished } from 'node:stream/promises';
import { dehydrate, skipToken, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { createQueryClient } from './lib/query-client';
import { SERVER_TIME_ZONE, type RenderClock } from './lib/render-clock';
import { setServerGet, type ServerGet } from './lib/server-get';
import type { ServerRender } from './lib/server-render';

/*
 * The server's render of a page's first screen (the server loads this module from the SSR build and
 * calls `render`). The page's own components run as in the browser; their GET calls are answered by
 * the server's routes. Rendering repeats while it finds queries it has not answered yet (the shell
 * asks for the member, the feed for its posts…), a few rounds at most. A page that needs anything
 * else — an error, a query that cannot be answered here — is left to the browser (undefined).
 */

const requests = new AsyncLocalStorage<ServerGet>();
setServerGet((url) => {
  const get = requests.getStore();
  if (!get) return Promise.reject(new Error('GET outside a server render'));
  return get(url);
});

const MAX_ROUNDS = 4;
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** What the browser hydrates from (see src/client/lib/server-render.ts). */
  state: ServerRender;
}

export function render(url: string, get: ServerGet, now: number): Promise<RenderResult | undefined> {
  return requests.run(get, () => renderRounds(url, now));
}

async function renderRounds(url: string, now: number): Promise<RenderResult | undefined> {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const clock: RenderClock = { now, timeZone: SERVER_TIME_ZONE };
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        clock={clock}
        router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
      />
    </StrictMode>
  );
  for (let round = 0; round < MAX_ROUNDS; round++) {
    // Waits for every lazy part of the page, so that each round sees the queries of all of it.
    if (!(await renderedWhole(app))) return undefined;
    const queries = queryClient.getQueryCache().getAll().filter(wanted);
    if (queries.some((q) => q.state.status === 'error')) return undefined;
    const unanswered = queries.filter((q) => q.state.status === 'pending');
    if (unanswered.length === 0) {
      // Everything is loaded now, so a synchronous render writes it all, and as plain markup: a
      // streamed render would add inline scripts, which the page's CSP refuses.
      // React also writes preload links for the pictures it meets; the page's head already hints the
      // one that matters, and links left in #root would not match what the browser renders there.
      const html = renderToString(app).replace(LEADING_PRELOADS, '');
      // A part that still suspended would be left to the browser with a console error: not worth it.
      if (html.includes('<!--$!-->')) return undefined;
      return { html, state: { queries: dehydrate(queryClient), clock } };
    }
    await Promise.all(unanswered.map((q) => q.fetch().catch(() => undefined)));
  }
  return undefined;
}

/** Queries a rendered component waits for: not a disabled one (no observer subscribes on the server). */
function wanted(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  if (queryFn === skipToken) return false;
  return typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) !== false : enabled !== false;
}

/** Renders `element` to the end, every lazy part loaded; false if anything failed to render. */
async function renderedWhole(element: React.ReactElement): Promise<boolean> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(element, {
    onError() {
      failed = true;
    },
  });
  // The markup itself is not needed: only that it finished, and what it asked for on the way.
  prelude.resume();
  await finished(prelude);
  return !failed;
}

/** Loads the code of the pages the server renders (the same modules their lazy routes import). */
export async function warm(): Promise<void> {
  await Promise.all([
    import('./app/AppShell'),
    import('./features/feed/FeedPage'),
    import('./features/store/StorePage'),
    import('./features/store/ProductPage'),
  ]);
}
