import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Refuses state-changing requests that a browser sent from another site. SameSite=Lax already
 * keeps the session cookie off most of them; this closes the rest (same-site subdomains, old browsers).
 * The storefront API is public and CORS-open by contract, so it is left out.
 */
export function registerOriginGuard(app: FastifyInstance, allowed: string[]): void {
  const extra = new Set(allowed);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin) {
      if (origin !== ownOrigin(request) && !extra.has(origin)) throw new AppError(403, 'cross_origin');
      return;
    }
    // Without Origin (old browsers, some navigations) the fetch metadata still tells a cross-site send.
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError(403, 'cross_origin');
  });
}
