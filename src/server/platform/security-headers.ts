import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, worked out once. @fastify/helmet builds Helmet's middleware again for
 * every request, parsing the whole policy each time: about a twentieth of a cheap request's CPU
 * (measured with `npm run bench -- --cpu-prof`). Our headers never vary by request (no nonces; the
 * payment pages set their own policy on the reply), so they are read off one run of the middleware.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/** The app's policy: its own origin only, and the object store's for media (decision 033). */
export function appSecurityOptions(mediaOrigins: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** Sends the headers with every reply, before any handler runs (a handler may still override one). */
export function registerSecurityHeaders(app: FastifyInstance, mediaOrigins: readonly string[]): void {
  const headers = securityHeaders(appSecurityOptions(mediaOrigins));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
