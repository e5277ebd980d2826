import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ptBR } from '../../shared/i18n/pt-BR';
import {
  COMMENT_ROUTES,
  NEW_ACCOUNT_LIMITS,
  isNewAccount,
  mentionCount,
  newAccountLimitFor,
  normalizeComment,
  type NewAccountLimitKind,
} from '../../shared/new-account-rules';
import type { Database } from '../db/schema';
import type { Clock } from './clock';
import { AppError } from './errors';
import { minutesText, type Throttle, type ThrottleFactory } from './rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hourly limits of accounts in their first day (platform/new-account-limits.ts). */
    newAccountLimits: NewAccountLimits;
  }
  interface FastifyRequest {
    /** The key of a comment being written, counted as sent once it is stored. */
    repeatKey?: string;
  }
}

export interface NewAccountLimits {
  /** Counts `points` of a new account's hourly `kind`; a pt-BR 429 past it. Older accounts pass. */
  spend(memberId: string, kind: NewAccountLimitKind, points?: number): Promise<void>;
  /** Counts the mentions a text makes against a new account's hourly mentions. */
  spendMentions(memberId: string, text: string): Promise<void>;
}

export interface NewAccountLimitsOptions {
  db: Kysely<Database>;
  clock: Clock;
  throttles: ThrottleFactory;
  /** Multiplies every limit; 0 turns them off (tests and load tests, as WRITE_RATE_SCALE). */
  scale: number;
  /** How long a sent comment may not be sent again; 0 turns the check off. */
  repeatWindowSeconds: number;
}

type Limit = (typeof NEW_ACCOUNT_LIMITS)[NewAccountLimitKind];

const limitedMessage = (kind: NewAccountLimitKind) => (minutes: number) =>
  ptBR.newAccount.limited(ptBR.newAccount[kind], minutesText(minutes));

function createLimits(opts: NewAccountLimitsOptions): NewAccountLimits {
  if (opts.scale <= 0) return { spend: async () => {}, spendMentions: async () => {} };
  const byKind = new Map<NewAccountLimitKind, { throttle: Throttle; points: number }>();
  for (const [kind, limit] of Object.entries(NEW_ACCOUNT_LIMITS) as [NewAccountLimitKind, Limit][]) {
    const points = Math.max(1, Math.round(limit.points * opts.scale));
    byKind.set(kind, {
      points,
      throttle: opts.throttles({
        name: `new-account-${kind}`,
        points,
        seconds: limit.seconds,
        message: limitedMessage(kind),
        code: 'new_account_limit',
      }),
    });
  }
  // Age only grows: an account once seen old is never asked about again.
  const known = new Set<string>();
  async function isNew(memberId: string): Promise<boolean> {
    if (known.has(memberId)) return false;
    const row = await opts.db.selectFrom('users').select('created_at').where('id', '=', memberId).executeTakeFirst();
    if (!row) return false;
    if (isNewAccount(Number(row.created_at), opts.clock.now())) return true;
    if (known.size > 100_000) known.clear();
    known.add(memberId);
    return false;
  }
  const spend: NewAccountLimits['spend'] = async (memberId, kind, points = 1) => {
    if (points <= 0 || !(await isNew(memberId))) return;
    const { throttle, points: budget } = byKind.get(kind)!;
    // One more than the budget is enough to refuse: a text with hundreds of '@' costs no more.
    await throttle.hit(Array.from({ length: Math.min(points, budget + 1) }, () => memberId));
  };
  return { spend, spendMentions: (memberId, text) => spend(memberId, 'mention', mentionCount(text)) };
}

const commentText = (request: FastifyRequest): string | null => {
  const body = request.body as { text?: unknown } | undefined;
  return typeof body?.text === 'string' ? body.text : null;
};

/**
 * Before a limited write runs: a comment the member already sent within the window is refused
 * (409), then a new account spends its hourly budget of that write (and of the mentions a comment
 * makes). The counters live on the throttles' store, Redis when configured, so every instance
 * counts together. Posts' mentions are spent by the publish route, which alone reads their text.
 */
export function registerNewAccountLimits(app: FastifyInstance, opts: NewAccountLimitsOptions): void {
  const limits = createLimits(opts);
  app.decorate('newAccountLimits', limits);
  const repeats =
    opts.repeatWindowSeconds > 0
      ? opts.throttles({ name: 'repeated-comment', points: 1, seconds: opts.repeatWindowSeconds })
      : null;
  const commentRoutes = new Set(COMMENT_ROUTES);
  app.addHook('preHandler', async (request) => {
    if (!request.session) return;
    const kind = newAccountLimitFor(request.method, request.routeOptions.url);
    if (!kind) return;
    const member = request.session.userId;
    const text = commentRoutes.has(`${request.method} ${request.routeOptions.url}`) ? commentText(request) : null;
    if (repeats && text !== null) {
      const normalized = normalizeComment(text);
      if (normalized) {
        const key = `${member}:${crypto.createHash('sha256').update(normalized).digest('base64url')}`;
        if ((await repeats.count(key)) > 0) throw new AppError(409, 'repeated_comment');
        request.repeatKey = key;
      }
    }
    await limits.spend(member, kind);
    if (text !== null) await limits.spendMentions(member, text);
  });
  if (!repeats) return;
  app.addHook('onSend', async (request, reply) => {
    if (!request.repeatKey || reply.statusCode !== 201) return;
    try {
      await repeats.hit([request.repeatKey]);
    } catch (err) {
      // Two copies racing past the check: the first one stored already counts the key.
      if (!(err instanceof AppError)) throw err;
    }
  });
}
