import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Db } from './db/connection';
import { registerAvatarRoutes } from './platform/avatars';
import type { Clock } from './platform/clock';
import { frameworkErrors, notFoundBody, registerErrorHandling } from './platform/errors';
import { trackInFlight } from './platform/in-flight';
import { registerDeferredFolds } from './platform/http-folds';
import { configureSchemaMessages } from '../shared/zod-messages';
import type { EventBus } from './platform/event-bus';
import { registerOriginGuard } from './platform/origin-guard';
import { registerSecurityHeaders } from './platform/security-headers';
import { createReadCache, type ReadCache } from './platform/read-cache';
import type { Throttle, ThrottleFactory } from './platform/rate-limit';
import { registerSessions } from './platform/session';
import { registerClient } from './platform/spa';
import type { Storage } from './platform/storage';
import { UPLOAD_LIMITS } from './platform/media/upload';
import { eventsRoutes } from './platform/sse';
import { registerMetrics } from './platform/metrics';
import { registerReadiness } from './platform/readiness';
import { registerMedia } from './platform/media-route';
import { authRoutes } from './features/auth/auth.routes';
import { themeOf } from './features/auth/auth.service';
import { createLoginSlowdown } from './features/auth/login-slowdown';
import { guardConnections } from './platform/connection-guard';
import { registerWriteThrottle } from './platform/write-throttle';
import { registerNewAccountLimits } from './platform/new-account-limits';
import { brandsRoutes } from './features/brands/brands.routes';
import { segmentsRoutes } from './features/segments/segments.routes';
import { storiesRoutes } from './features/stories/stories.routes';
import { shoppableRoutes } from './features/shoppable/shoppable.routes';
import { highlightsRoutes } from './features/highlights/highlights.routes';
import { exploreRoutes } from './features/explore/explore.routes';
import { seenInRoutes } from './features/shoppable/seen-in.routes';
import { searchRoutes } from './features/search/search.routes';
import { adsRoutes } from './features/ads/ads.routes';
import { campaignPaymentTarget } from './features/ads/campaign-payment';
import { accountRoutes } from './features/account/account.routes';
import { followRequestsRoutes } from './features/members/follow-requests.routes';
import { securityRoutes } from './features/security/security.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { shopRoutes } from './features/shop/shop.routes';
import { shopTagTapsRoutes } from './features/shop/tag-taps';
import { walletRoutes } from './features/wallet/wallet.routes';
import { storeRoutes } from './features/store/store.routes';
import { createPaymentProviders } from './features/store/payments/providers';
import { assistantRoutes } from './features/assistant/assistant.routes';
import { postsRoutes } from './features/posts/posts.routes';
import { feedRoutes } from './features/feed/feed.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { expandLiveEvent } from './features/notifications/notifications.service';
import { membersRoutes } from './features/members/members.routes';
import { safetyRoutes } from './features/safety/safety.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { createMediaJobs, type MediaJobs } from './platform/media/jobs';
import { createQueuedMediaJobs, type QueuedJobsOptions } from './platform/media/jobs-queue';
import { reelsRoutes } from './features/reels/reels.routes';
import { videosRoutes } from './features/videos/videos.routes';
import { tagsRoutes } from './features/tags/tags.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { adminBrandsRoutes } from './features/admin/admin-brands.routes';
import { adminJobsRoutes } from './features/admin/admin-jobs.routes';
import { moderationConsoleRoutes, reportsRoutes } from './features/moderation/moderation.routes';
import { operatorTeamRoutes, teamsRoutes } from './features/teams/teams.routes';
import { operatorOrdersRoutes, studioOrdersRoutes } from './features/fulfilment/fulfilment.routes';
import { insightsRoutes } from './features/insights/insights.routes';
import { viewsRoutes } from './features/views/views.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no handler is running (or after the timeout): the database may then close. */
    inFlightIdle(timeoutMs?: number): Promise<void>;
    /** Answers kept until what they show changes (platform/read-cache.ts). */
    readCache: ReadCache;
    /** Makes request budgets on the app's shared store (platform/rate-limit.ts). */
    throttles: ThrottleFactory;
  }
}

export interface AppDeps {
  config: Config;
  database: Db;
  clock: Clock;
  bus: EventBus;
  storage: Storage;
  secret: string;
  authThrottle: Throttle;
  /** Makes the other request budgets (writes, checkout, connections), shared across instances via Redis. */
  throttles: ThrottleFactory;
  /** The built client; omitted in API tests. */
  clientDir?: string | undefined;
  logger?: boolean | object;
  /** Sees every route as it is registered (the security suite builds its route table from it). */
  onRoute?: ((route: RouteOptions) => void) | undefined;
  /**
   * Off-request video processing; one is made (and closed with the app) when omitted: on Redis
   * through BullMQ when REDIS_URL is set, in process otherwise.
   */
  mediaJobs?: MediaJobs | undefined;
  /** The BullMQ queue's prefix and waits, when it is made here (tests use a prefix each). */
  jobQueue?: Pick<QueuedJobsOptions, 'prefix' | 'backoffMs' | 'lockMs' | 'stalledCheckMs'> | undefined;
}

/** The media jobs of a web instance: it takes jobs itself only without Redis, or when told to. */
function webMediaJobs(deps: AppDeps, log: FastifyInstance['log']): MediaJobs {
  const workDir = path.join(deps.config.dataDir, '.incoming');
  const onError = (err: unknown, job: { kind: string; id: string }) => log.error({ err, job }, 'media job failed');
  if (!deps.config.redisUrl) return createMediaJobs({ workDir, onError });
  return createQueuedMediaJobs({
    ...deps.jobQueue,
    redisUrl: deps.config.redisUrl,
    workDir,
    work: deps.config.workerInProcess,
    concurrency: deps.config.workerConcurrency,
    onError,
  });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 1024 * 1024,
    connectionTimeout: deps.config.timeouts.idleMs,
    requestTimeout: deps.config.timeouts.requestMs,
    frameworkErrors,
    http: {
      headersTimeout: deps.config.timeouts.headersMs,
      // Node checks the headers and request timeouts on this beat (30 s by default).
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, deps.config.timeouts.headersMs / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();
  guardConnections(app.server, {
    maxPerIp: deps.config.maxConnectionsPerIp,
    minBodyBytesPerSec: deps.config.bodyRate.minBytesPerSec,
    bodyWindowMs: deps.config.bodyRate.windowMs,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const inFlight = trackInFlight(app);
  app.decorate('inFlightIdle', inFlight.idle);
  app.decorate('throttles', deps.throttles);
  configureSchemaMessages();

  registerSecurityHeaders(app, deps.storage.mediaOrigins);
  await app.register(fastifyCookie);
  // Every upload goes through platform/media's receiveUpload, which narrows these per kind.
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMITS.video, files: 1, fields: 10, parts: 12 } });
  registerOriginGuard(app, deps.config.allowedOrigins);
  const db = deps.database.db;
  // The migrations have run: counter moves a stopped instance left unfolded are folded now.
  if (deps.database.startCounters) {
    deps.database.startCounters();
    registerDeferredFolds(app);
  }
  // Lifetimes on the app's clock, so that answers age with the data they show (stories' 24 h).
  const cache = createReadCache({ bus: deps.bus, now: () => deps.clock.now() });
  app.decorate('readCache', cache);
  registerSessions(app, { db, clock: deps.clock, secret: deps.secret, cache });
  registerWriteThrottle(app, deps.throttles, deps.config.writeRateScale);
  registerNewAccountLimits(app, { db, clock: deps.clock, throttles: deps.throttles, ...deps.config.newAccountLimits });

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'BrandSocial API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.get(
    '/api/health',
    { schema: { tags: ['platform'], response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({
      ok: true as const,
    }),
  );
  registerReadiness(app, { database: deps.database, bus: deps.bus, storage: deps.storage });
  registerAvatarRoutes(app);
  await registerMedia(app, deps.storage);

  const loginSlowdown = createLoginSlowdown({
    throttles: deps.throttles,
    clock: deps.clock,
    ...deps.config.authSlowdown,
  });
  await app.register(authRoutes, {
    db,
    clock: deps.clock,
    bus: deps.bus,
    secret: deps.secret,
    throttle: deps.authThrottle,
    cache,
    loginSlowdown,
    operatorEmails: deps.config.operatorEmails,
  });
  await app.register(segmentsRoutes, { db, storage: deps.storage, clock: deps.clock });
  await app.register(brandsRoutes, { db, storage: deps.storage });
  const account = { db, clock: deps.clock, storage: deps.storage, cache };
  await app.register(settingsRoutes, { ...account, bus: deps.bus });
  await app.register(followRequestsRoutes, { ...account, bus: deps.bus });
  await app.register(securityRoutes, { ...account, secret: deps.secret, throttle: deps.authThrottle });
  await app.register(accountRoutes, { ...account, secret: deps.secret, throttle: deps.authThrottle });
  await app.register(shopRoutes, account);
  await app.register(shopTagTapsRoutes, { db });
  await app.register(walletRoutes, account);
  // Campaigns are paid through the store's payment providers and its webhook.
  const payments = createPaymentProviders({ config: deps.config, secret: deps.secret, clock: deps.clock });
  await app.register(adsRoutes, {
    ...account,
    bus: deps.bus,
    secret: deps.secret,
    provider: payments.provider,
    publicUrl: deps.config.publicUrl,
    storeId: deps.config.storeId,
  });
  await app.register(storeRoutes, {
    db,
    clock: deps.clock,
    config: deps.config,
    secret: deps.secret,
    storage: deps.storage,
    cache,
    paymentTargets: [campaignPaymentTarget({ db, clock: deps.clock })],
  });
  const social = { db, clock: deps.clock, bus: deps.bus, storage: deps.storage, cache };
  const mediaJobs = deps.mediaJobs ?? webMediaJobs(deps, app.log);
  app.decorate('mediaJobs', mediaJobs);
  // A worker takes jobs once every feature registered its handler.
  app.addHook('onReady', () => mediaJobs.start());
  // Running encodes are stopped before the database closes; their items resume at the next start.
  app.addHook('preClose', () => mediaJobs.close());
  const live = { streams: 0 };
  registerMetrics(
    app,
    { database: deps.database, cache, jobs: mediaJobs, liveStreams: () => live.streams },
    { ...deps.config.metrics, host: deps.config.host },
  );
  await app.register(eventsRoutes, {
    bus: deps.bus,
    counter: live,
    expand: (userId, payload) => expandLiveEvent({ db }, userId, payload),
  });
  await app.register(postsRoutes, { ...social, jobs: mediaJobs });
  await app.register(feedRoutes, social);
  await app.register(notificationsRoutes, social);
  await app.register(membersRoutes, social);
  await app.register(safetyRoutes, social);
  await app.register(profileRoutes, social);
  await app.register(storiesRoutes, { ...social, jobs: mediaJobs });
  await app.register(highlightsRoutes, { ...social, jobs: mediaJobs });
  await app.register(exploreRoutes, social);
  await app.register(seenInRoutes, social);
  await app.register(searchRoutes, social);
  await app.register(reelsRoutes, { ...social, jobs: mediaJobs });
  await app.register(videosRoutes, { ...social, jobs: mediaJobs });
  await app.register(tagsRoutes, social);
  await app.register(shoppableRoutes, social);
  await app.register(assistantRoutes, { db, clock: deps.clock });
  await app.register(adminRoutes, { db, clock: deps.clock, cache });
  await app.register(adminJobsRoutes, { db, jobs: mediaJobs, shared: Boolean(deps.config.redisUrl) });
  await app.register(adminBrandsRoutes, { db, clock: deps.clock, cache, storage: deps.storage });
  await app.register(reportsRoutes, { db, clock: deps.clock });
  await app.register(moderationConsoleRoutes, social);
  await app.register(teamsRoutes, { db, clock: deps.clock, bus: deps.bus, cache });
  await app.register(operatorTeamRoutes, { db, clock: deps.clock, bus: deps.bus, cache });
  const fulfilment = { db, clock: deps.clock, bus: deps.bus, cache, providers: payments.providers, log: app.log };
  await app.register(studioOrdersRoutes, fulfilment);
  await app.register(operatorOrdersRoutes, fulfilment);
  await app.register(insightsRoutes, { db, clock: deps.clock });
  await app.register(viewsRoutes, { db, clock: deps.clock });

  const pageFallback = deps.clientDir
    ? await registerClient(
        app,
        path.resolve(deps.clientDir),
        async (request) => (request.session ? themeOf({ db }, request.session.userId) : undefined),
        () => deps.clock.now(),
      )
    : undefined;
  app.setNotFoundHandler(async (request, reply) =>
    pageFallback ? pageFallback(request, reply) : reply.status(404).send(notFoundBody()),
  );
  return app;
}
