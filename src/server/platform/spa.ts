import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundBody } from './errors';
import { isThemeId } from '../../shared/themes';

const API_PREFIXES = ['/api/', '/media/', '/store/', '/avatars/'];

/**
 * Serves the built client and returns the fallback for unknown paths. index.html is rendered per request with the member's theme on <html>,
 * so the page paints in its colours before any script runs (no flash, no inline script).
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  themeFor: (request: FastifyRequest) => Promise<string | undefined>,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ clientDir }, 'client build not found; serving the API only');
    return undefined;
  }
  const template = fs.readFileSync(indexFile, 'utf8');

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
    const theme = await themeFor(request);
    const html = template.replace('data-theme="default"', `data-theme="${isThemeId(theme) ? theme : 'default'}"`);
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
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
