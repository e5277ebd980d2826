import { z } from 'zod';
import path from 'node:path';
import { parseOperatorEmails } from '../shared/admin-rules';
import { REPEATED_COMMENT_WINDOW_MS } from '../shared/new-account-rules';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => (v === '' ? undefined : ['1', 'true', 'on', 'yes'].includes(v)));

const httpUrl = z
  .string()
  .url()
  .regex(/^https?:\/\//i, 'must start with http:// or https://');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Media in this bucket of an S3-compatible service instead of DATA_DIR/media (decision 033). */
  S3_BUCKET: z.string().optional(),
  /** The service's address (R2, MinIO…), addressed path-style; AWS S3 itself when unset. */
  S3_ENDPOINT: z.union([z.literal(''), httpUrl]).optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** A public or CDN base serving the bucket; else /media/ redirects to short-lived signed URLs. */
  S3_PUBLIC_URL: z.union([z.literal(''), httpUrl]).optional(),
  /** With REDIS_URL: this web instance also takes media jobs (else only `npm run worker` does). */
  WORKER_IN_PROCESS: flag.optional(),
  /** Media jobs one worker runs at once: an encode takes whole cores. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  SEED_DEMO: flag.optional(),
  /** Accounts (comma-separated emails) that become operators when they sign up or log in. */
  OPERATOR_EMAILS: z.string().default(''),
  AUTH_SECRET: z.string().min(32).optional(),
  /** Extra origins allowed to make state-changing requests (comma-separated), beside the server's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Attempts per 15 minutes: logins per IP; sign-ups per IP and per email. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Failed logins on one email (from any address) before each further attempt on it is slowed down. */
  AUTH_SLOWDOWN_AFTER: z.coerce.number().int().min(0).default(5),
  /** The longest a login on a much-guessed email waits before its password is checked. */
  AUTH_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(30_000).default(4000),
  /** Multiplies every per-member write budget (posts, comments, likes…); 0 turns them off. */
  WRITE_RATE_SCALE: z.coerce.number().min(0).default(1),
  /** Multiplies the hourly limits of accounts in their first day (shared/new-account-rules.ts); 0 turns them off. */
  NEW_ACCOUNT_RATE_SCALE: z.coerce.number().min(0).default(1),
  /** The same comment from the same member within this many seconds is refused; 0 turns the check off. */
  REPEATED_COMMENT_WINDOW_S: z.coerce
    .number()
    .int()
    .min(0)
    .default(REPEATED_COMMENT_WINDOW_MS / 1000),
  /** A request's headers must arrive within this. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** Backstop for a whole request (headers and body); uploads are protected by the body rate below. */
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(90 * 60_000),
  /** A connection with no traffic either way for this long is closed. */
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(120_000),
  /** A body must arrive at least this fast (bytes per second), measured over each BODY_RATE_WINDOW_MS. */
  BODY_MIN_RATE: z.coerce.number().int().min(0).default(1024),
  BODY_RATE_WINDOW_MS: z.coerce.number().int().min(100).default(30_000),
  /** Simultaneous connections per peer address; 0 for no cap. Off by default behind a proxy (TRUST_PROXY=1). */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
  TRUST_PROXY: z.string().optional(),
  STORE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('store_brandsocial'),
  /** Checkouts per 10 minutes, per IP and per signed-in member. */
  STORE_CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** The share (%) of a variant's unsold stock that checkouts without an account may hold at once. */
  STORE_ANON_HOLD_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  /** Bearer token of the store admin API; the API is off when unset. */
  STORE_ADMIN_TOKEN: z.union([z.literal(''), z.string().min(16)]).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe HTTP API lives; tests point it at a local fake. */
  STRIPE_API_BASE: z.union([z.literal(''), z.string().url()]).optional(),
  /** The server's public address, for links handed to payment providers; else taken from the request. */
  PUBLIC_URL: z.union([z.literal(''), z.string().url()]).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token that opens GET /metrics (Prometheus) on the app's own port; off when unset. */
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16)]).optional(),
  /** A port of its own for GET /metrics, without a token (keep it off the public network). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  publicUrl: string | undefined;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Object storage for media; local disk under dataDir when undefined. */
  s3: S3Config | undefined;
  /** With Redis, whether the web instance runs a media-job worker too (decision 034). */
  workerInProcess: boolean;
  workerConcurrency: number;
  seedDemo: boolean;
  /** The demo operator (a known password) only when SEED_DEMO is asked for, never by default. */
  seedDemoOperator: boolean;
  operatorEmails: string[];
  authSecret: string | undefined;
  allowedOrigins: string[];
  authRateLimit: number;
  authSlowdown: { after: number; maxMs: number };
  writeRateScale: number;
  newAccountLimits: { scale: number; repeatWindowSeconds: number };
  timeouts: { headersMs: number; requestMs: number; idleMs: number };
  bodyRate: { minBytesPerSec: number; windowMs: number };
  maxConnectionsPerIp: number;
  storeId: string;
  storeAdminToken: string | undefined;
  storeCheckout: { ratePer10Min: number; anonHoldPercent: number };
  paymentProvider: 'sandbox' | 'stripe';
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string;
  publicUrl: string | undefined;
  logLevel: string;
  /** Prometheus metrics: behind a bearer token on the app's port, or on a port of their own. */
  metrics: { token: string | undefined; port: number | undefined };
}

/** Reads the environment once; every setting has a safe default so nothing is needed to start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\nPAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (e.S3_BUCKET && !e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\nS3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.S3_REGION || 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          publicUrl: e.S3_PUBLIC_URL ? e.S3_PUBLIC_URL.replace(/\/+$/, '') : undefined,
        }
      : undefined,
    workerInProcess: e.WORKER_IN_PROCESS ?? false,
    workerConcurrency: e.WORKER_CONCURRENCY,
    seedDemo: e.SEED_DEMO ?? true,
    seedDemoOperator: e.SEED_DEMO === true,
    operatorEmails: parseOperatorEmails(e.OPERATOR_EMAILS),
    authSecret: e.AUTH_SECRET,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    authRateLimit: e.AUTH_RATE_LIMIT,
    authSlowdown: { after: e.AUTH_SLOWDOWN_AFTER, maxMs: e.AUTH_SLOWDOWN_MAX_MS },
    writeRateScale: e.WRITE_RATE_SCALE,
    newAccountLimits: { scale: e.NEW_ACCOUNT_RATE_SCALE, repeatWindowSeconds: e.REPEATED_COMMENT_WINDOW_S },
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      // Node refuses a request timeout shorter than the headers timeout.
      requestMs: e.REQUEST_TIMEOUT_MS && Math.max(e.REQUEST_TIMEOUT_MS, e.HEADERS_TIMEOUT_MS),
      idleMs: e.IDLE_TIMEOUT_MS,
    },
    bodyRate: { minBytesPerSec: e.BODY_MIN_RATE, windowMs: e.BODY_RATE_WINDOW_MS },
    // Behind a proxy every connection comes from the proxy's address, so a per-peer cap would cap everyone.
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP ?? (e.TRUST_PROXY === '1' ? 0 : 64),
    storeId: e.STORE_ID,
    storeAdminToken: e.STORE_ADMIN_TOKEN || undefined,
    storeCheckout: { ratePer10Min: e.STORE_CHECKOUT_RATE_LIMIT, anonHoldPercent: e.STORE_ANON_HOLD_PERCENT },
    paymentProvider: e.PAYMENT_PROVIDER,
    stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: (e.STRIPE_API_BASE || 'https://api.stripe.com').replace(/\/$/, ''),
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/$/, '') : undefined,
    logLevel: e.LOG_LEVEL,
    metrics: { token: e.METRICS_TOKEN || undefined, port: e.METRICS_PORT },
  };
}
