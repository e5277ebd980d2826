import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonForScript } from './spa-boot';

/*
 * The first screen of the pages members open most, written on the server with the client's own
 * components (the SSR build of src/client/entry-server.tsx), so that a phone paints the feed, the
 * store or a product before any script has run; the browser then hydrates that markup. Anything the
 * render cannot finish — an error, a slow answer — leaves the page to the browser as before.
 */

interface ServerAnswer {
  status: number;
  statusText: string;
  body: unknown;
}

export interface PageRenderer {
  render(
    url: string,
    get: (url: string) => Promise<ServerAnswer>,
    now: number,
  ): Promise<{ html: string; state: unknown } | undefined>;
  /** Loads the rendered pages' code ahead of the first request. */
  warm?(): Promise<void>;
}

/** A render that takes longer than this is abandoned: the page goes out with the splash instead. */
const RENDER_BUDGET_MS = 1500;

/** The SSR build beside the client's (dist/ssr next to dist/client); undefined when there is none. */
export async function loadRenderer(app: FastifyInstance, clientDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  try {
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (err) {
    app.log.warn({ err, file }, 'server render module failed to load; pages render in the browser');
    return undefined;
  }
}

/**
 * The member's first screen of `url` as markup and the state it was written from, or undefined.
 * `known` holds answers already fetched for the page (spa-boot.ts); anything else is asked of the
 * server's own routes with the member's cookie.
 */
export async function renderFirstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  renderer: PageRenderer,
  url: string,
  known: Record<string, unknown>,
  now: number,
): Promise<{ html: string; script: string } | undefined> {
  const headers = { cookie: request.headers.cookie ?? '', accept: 'application/json' };
  const get = async (target: string): Promise<ServerAnswer> => {
    if (Object.hasOwn(known, target)) return { status: 200, statusText: 'OK', body: known[target] };
    // Only paths of this server; the client never asks for anything else while rendering here.
    if (!target.startsWith('/') || target.startsWith('//'))
      return { status: 400, statusText: 'Bad Request', body: null };
    const res = await app.inject({ method: 'GET', url: target, headers });
    let body: unknown = null;
    try {
      body = res.body ? JSON.parse(res.body) : null;
    } catch {
      // Not JSON: the caller sees the status, and a failed render falls back to the browser.
    }
    return { status: res.statusCode, statusText: res.statusMessage, body };
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), RENDER_BUDGET_MS);
  });
  try {
    const result = await Promise.race([renderer.render(url, get, now), timeout]);
    if (!result) return undefined;
    return {
      html: result.html,
      script: `<script type="application/json" id="server-render">${jsonForScript(result.state)}</script>`,
    };
  } catch (err) {
    request.log.warn({ err, url }, 'server render failed; the page renders in the browser');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
