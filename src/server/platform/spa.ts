import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundBody } from './errors';
import { isThemeId } from '../../shared/themes';
import { attr, bootScript, headHints, loadBootData, readManifest, routeChunks } from './spa-boot';
import { serverRenderedPage } from '../../shared/first-load';
import { loadRenderer, renderFirstScreen } from './spa-render';

const API_PREFIXES = ['/api/', '/media/', '/store/', '/avatars/'];

/**
 * Serves the built client and returns the fallback for unknown paths. index.html is rendered per request with the member's theme on <html>,
 * so the page paints in its colours before any script runs (no flash, no inline script), and with the
 * route's preload hints and first data (see spa-boot.ts).
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  themeFor: (request: FastifyRequest) => Promise<string | undefined>,
  now: () => number = Date.now,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ clientDir }, 'client build not found; serving the API only');
    return undefined;
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  const manifest = readManifest(clientDir);
  const renderer = await loadRenderer(app, clientDir);
  // The first member to open a page should not wait for its code to load and compile here.
  void renderer?.warm?.().catch((err: unknown) => app.log.warn({ err }, 'server render warm-up failed'));

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    // The build writes .br and .gz copies of scripts and styles (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res, file) {
      // Vite puts a content hash in every asset name: those never change.
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // A shared cache must not hand the Brotli copy to a browser that did not ask for it.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const signedIn = !!request.session;
    const [theme, boot] = await Promise.all([
      themeFor(request),
      signedIn && request.method === 'GET' && pathname !== '/auth' ? loadBootData(app, request, pathname) : undefined,
    ]);
    const rendered =
      boot && renderer && serverRenderedPage(pathname)
        ? await renderFirstScreen(app, request, renderer, request.url, boot.data, now())
        : undefined;
    const chunks = manifest ? routeChunks(manifest, pathname, signedIn) : [];
    // A rendered page asks for its code once painted (public/after-paint.js), chunks included.
    const hints = headHints(rendered ? [] : chunks, boot?.image);
    // The rendered page carries its answers in its own state; the others carry the boot data.
    const data = rendered ? rendered.script : boot ? bootScript(boot.data) : '';
    const html = template
      .replace('data-theme="default"', `data-theme="${isThemeId(theme) ? theme : 'default'}"`)
      .replace(ENTRY_SCRIPT, (tag, src: string) => (rendered ? afterPaintScript(src, chunks) : tag))
      // Replacer functions: in a replacement string, `$&` or `$'` in the data would copy parts of the page.
      .replace('</head>', () => (hints ? `  ${hints}\n  </head>` : '</head>'))
      // The template's indentation around the splash goes too: React hydrates #root's first node as
      // the app's own, and a text node there would not match.
      .replace(/\s*<!--splash-->[\s\S]*<!--\/splash-->\s*/, (splash) => rendered?.html ?? splash)
      .replace('</body>', () => (data ? `  ${data}\n  </body>` : '</body>'));
    reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    return sendCompressed(request, reply, html);
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => request.url.startsWith(p)) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (isPage) return sendIndex(request, reply);
    return reply.status(404).send(notFoundBody());
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

function afterPaintScript(entry: string, chunks: string[]): string {
  return `<script defer src="/after-paint.js" data-entry="${attr(entry)}" data-chunks="${attr(chunks.join(' '))}"></script>`;
}

/** The encodings the browser takes (`br;q=0` refuses Brotli). */
function accepted(request: FastifyRequest): Set<string> {
  const names = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name ?? '');
  return new Set(names);
}

/** The page now carries its first data: compressed, it costs a phone a fraction of the bytes. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const encodings = accepted(request);
  if (encodings.has('br')) {
    const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (encodings.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}
