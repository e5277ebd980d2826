import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import { invalidateAfterWrites } from '../../platform/cached-replies';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import { storeConfigSchema } from '../../../shared/store';
import { adminRoutes } from './admin.routes';
import { cartRoutes } from './cart.routes';
import { ordersRoutes } from './orders.routes';
import { deliveryRoutes } from './delivery.routes';
import { createSweeper } from './orders.service';
import type { PaymentTarget } from './payments/provider';
import { payRoutes } from './payments/pay.routes';
import { createPaymentProviders } from './payments/providers';
import { webhookRoutes } from './payments/webhook.routes';
import { storefrontRoutes } from './storefront.routes';
import { studioProductsRoutes } from './studio-products.routes';

export interface StoreDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  secret: string;
  storage: Storage;
  cache: ReadCache;
  /** What else is paid through the store's providers (ad campaigns), by id prefix. */
  paymentTargets?: PaymentTarget[];
}

/** How often the server gives back the stock of checkouts left unpaid past their reservation. */
const SWEEP_INTERVAL_MS = 60_000;

/** The brand store: storefront API, hosted sandbox payment page, webhooks, member cart and orders. */
export async function storeRoutes(app: FastifyInstance, deps: StoreDeps): Promise<void> {
  const { db, clock, config, secret } = deps;
  const { providers, provider } = createPaymentProviders({ config, secret, clock });
  const orders = { db, clock, provider, log: app.log };
  const sweeper = createSweeper(orders);

  // Catalogue pages show stock: checkouts, payments, cancellations, carts and the catalogue admin
  // all change it or the products, and are rare next to catalogue views — any of them invalidates.
  invalidateAfterWrites(app, deps.cache, () => [cacheTags.storeCatalog]);
  const timer = setInterval(() => {
    sweeper
      .run()
      .then(() => deps.cache.invalidate(cacheTags.storeCatalog))
      .catch((err: unknown) => app.log.error({ err }, 'reservation sweep failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/api/store/config',
    { schema: { tags: ['store'], response: { 200: storeConfigSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { storeId: config.storeId };
    },
  );

  await app.register(storefrontRoutes, {
    prefix: '/store/:storeId',
    ...orders,
    cache: deps.cache,
    sweeper,
    secret,
    storeId: config.storeId,
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    checkoutRatePer10Min: config.storeCheckout.ratePer10Min,
    anonHoldPercent: config.storeCheckout.anonHoldPercent,
  });
  await app.register(payRoutes, {
    ...orders,
    secret,
    storeId: config.storeId,
    sweeper,
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
  });
  await app.register(webhookRoutes, { ...orders, providers, targets: deps.paymentTargets ?? [] });
  await app.register(cartRoutes, { db, clock, sweeper });
  await app.register(ordersRoutes, { ...orders, sweeper, secret });
  await app.register(deliveryRoutes, {});
  await app.register(adminRoutes, { db, clock, storage: deps.storage, token: config.storeAdminToken });
  await app.register(studioProductsRoutes, { db, clock, storage: deps.storage, cache: deps.cache });
}
