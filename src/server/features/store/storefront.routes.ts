import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessages } from '../../../shared/errors';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { checkoutRequestSchema, type CheckoutRequest } from '../../../shared/store';
import { isUnstorableText } from '../../db/dialect';
import { cacheTags } from '../../platform/cache-tags';
import { AppError } from '../../platform/errors';
import type { ReadCache } from '../../platform/read-cache';
import * as catalog from './catalog.service';
import { checkout, type CheckoutDeps } from './checkout.service';
import { returnOrigins } from './return-urls';
import { allowOnly, pageQuery, parseQuery, productListQuery, productQuery, variantsQuery } from './storefront.query';

export interface StorefrontDeps extends CheckoutDeps {
  storeId: string;
  publicUrl: string | undefined;
  allowedOrigins: string[];
  /** Checkouts per 10 minutes, per IP and per signed-in member. */
  checkoutRatePer10Min: number;
  cache: ReadCache;
}

/*
 * The public storefront API under /store/{storeId}: unauthenticated, CORS-open, and answering errors
 * with the contract's `{ statusCode, code, message }` (not the /api shape), from its own handler.
 */

function corsHeaders(reply: FastifyReply) {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Access-Control-Allow-Headers', 'Content-Type');
  reply.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  reply.header('Access-Control-Max-Age', '86400');
}

function send(reply: FastifyReply, statusCode: number, code: string, message: string) {
  corsHeaders(reply);
  return reply.status(statusCode).send({ statusCode, code, message });
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function baseUrlOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export async function storefrontRoutes(app: FastifyInstance, deps: StorefrontDeps): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.status, error.code, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const path = error.validation[0]?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      // The delivery form's fields carry their own pt-BR messages ('CPF inválido…').
      if (path.startsWith('delivery.') && error.validation[0]?.message) {
        return send(reply, 400, 'validation_failed', error.validation[0].message);
      }
      return send(reply, 400, 'validation_failed', ptBR.store.invalidParameter(path));
    }
    if (error.statusCode === 413) return send(reply, 413, 'payload_too_large', errorMessages.payload_too_large);
    if (isUnstorableText(error)) return send(reply, 400, 'validation_failed', errorMessages.validation_failed);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, 'validation_failed', errorMessages.validation_failed);
    }
    request.log.error({ err: error }, 'storefront request failed');
    return send(reply, 500, 'internal', errorMessages.internal);
  });
  app.setNotFoundHandler((_request, reply) => send(reply, 404, 'not_found', errorMessages.not_found));

  app.addHook('onRequest', async (request, reply) => {
    corsHeaders(reply);
    const { storeId } = request.params as { storeId?: string };
    if (request.method !== 'OPTIONS' && storeId !== undefined && storeId !== deps.storeId) {
      throw new AppError(404, 'not_found', errorMessages.not_found);
    }
  });

  // Preflight: any path under the store answers, so a client's first call never fails on CORS.
  app.options('/*', { schema: { hide: true } }, async (_request, reply) => reply.status(204).send());
  app.options('/', { schema: { hide: true } }, async (_request, reply) => reply.status(204).send());

  // The replies are assembled as JSON text from kept snapshots (see catalog.service).
  app.get('/products', { schema: { tags: ['storefront'] } }, async (request, reply) => {
    const query = productListQuery(parseQuery(request.url));
    const json = await deps.cache.get(
      `store:products:${JSON.stringify(query)}`,
      async () => ({ value: await catalog.listProductsJson(deps.db, query), tags: [cacheTags.storeCatalog] }),
      // Imports from the command line and reservations given back inside a read write behind the
      // server's back; they show within this long.
      { ttlMs: 30_000 },
    );
    return reply.type(JSON_TYPE).send(json);
  });

  app.get<{ Params: { productId: string } }>(
    '/products/:productId',
    { schema: { tags: ['storefront'] } },
    async (request, reply) => {
      const by = productQuery(parseQuery(request.url));
      const { productId } = request.params;
      // An unknown product throws, and nothing is kept for it.
      const json = await deps.cache.get(
        `store:product:${productId}:${JSON.stringify(by)}`,
        async () => ({ value: await catalog.getProductJson(deps.db, productId, by), tags: [cacheTags.storeCatalog] }),
        { ttlMs: 30_000 },
      );
      return reply.type(JSON_TYPE).send(json);
    },
  );

  app.get('/variants', { schema: { tags: ['storefront'] } }, async (request) => {
    const productIds = variantsQuery(parseQuery(request.url));
    await deps.sweeper.lazily();
    return { variants: await catalog.getVariantQuantities(deps.db, productIds) };
  });

  const checkoutThrottle = app.throttles({
    name: 'store-checkout',
    points: deps.checkoutRatePer10Min,
    seconds: 600,
    message: ptBR.store.checkoutTooMany,
    code: 'too_many_requests',
  });

  app.post('/checkout', { schema: { tags: ['storefront'], body: checkoutRequestSchema } }, async (request) => {
    allowOnly(parseQuery(request.url), []);
    const body = request.body as CheckoutRequest;
    // The contract sends no credentials; a member's own client does, and then the order is theirs.
    const memberId = request.session?.userId ?? null;
    await checkoutThrottle.hit(memberId ? [`ip:${request.ip}`, `member:${memberId}`] : [`ip:${request.ip}`]);
    const { url } = await checkout(deps, body, {
      memberId,
      baseUrl: baseUrlOf(request, deps.publicUrl),
      returnOrigins: returnOrigins(request, { publicUrl: deps.publicUrl, allowedOrigins: deps.allowedOrigins }),
    });
    return { url };
  });

  app.get('/settings', { schema: { tags: ['storefront'] } }, async (request) => {
    allowOnly(parseQuery(request.url), []);
    return { store_owner: { language: 'pt-br' } };
  });

  app.get('/collections', { schema: { tags: ['storefront'] } }, async (request) => {
    const page = pageQuery(parseQuery(request.url));
    return catalog.getCollections(deps.db, deps.storeId, page.offset, page.limit);
  });
}
