import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { cacheTags } from './cache-tags';
import type { Clock } from './clock';
import { AppError } from './errors';
import type { ReadCache } from './read-cache';

export const SESSION_COOKIE = 'bs_session';
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** A session seen again after this long gets its expiry pushed forward (one write a day, not per request). */
const REFRESH_AFTER_MS = 24 * 3600 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    session: { id: string; userId: string } | null;
  }
}

export interface SessionDeps {
  db: Kysely<Database>;
  clock: Clock;
  secret: string;
  cache: ReadCache;
}

/**
 * How long a looked-up session is trusted without asking the database again. Every way a session
 * ends here (logout, "Encerrar", a password change, account deletion) invalidates it at once, on
 * every instance; this bounds the rest — an instance that missed the bus message, or a row deleted
 * by hand.
 */
const SESSION_CACHE_MS = 30_000;

export function hashToken(secret: string, token: string): string {
  return crypto.createHmac('sha256', secret).update(token).digest('base64url');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export interface SessionMeta {
  userAgent: string | null;
  ip: string | null;
}

/** Stores a new session and returns its token; only the token's keyed hash is kept. */
export async function createSession(
  deps: SessionDeps,
  db: Kysely<Database>,
  userId: string,
  meta: SessionMeta,
): Promise<string> {
  const token = newToken();
  const now = deps.clock.now();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(deps.secret, token),
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
      last_seen_at: now,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
    })
    .execute();
  return token;
}

export function sessionMeta(request: FastifyRequest): SessionMeta {
  return { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export async function destroySession(deps: SessionDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) {
    await deps.db.deleteFrom('sessions').where('id', '=', request.session.id).execute();
    // Awaited: the next request, to whichever instance, must find the session gone.
    await deps.cache.invalidateEverywhere(cacheTags.session(request.session.id));
  }
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  request.session = null;
}

/** The session row's few fields, kept as short text so that a cached session costs little memory. */
function packSession(row: { user_id: string; expires_at: number; last_seen_at: number }): string {
  return `${row.user_id} ${row.expires_at} ${row.last_seen_at}`;
}

function unpackSession(text: string) {
  const [userId = '', expiresAt = '0', lastSeenAt = '0'] = text.split(' ');
  return { userId, expiresAt: Number(expiresAt), lastSeenAt: Number(lastSeenAt) };
}

/**
 * The ids of tokens that opened a session lately. The keyed hash builds a new HMAC context on every
 * call, 4 % of a like's time: a member's requests hash their token once. Only a token that found its
 * session is kept, so made-up tokens cannot push real ones out; the hash is a function of the token
 * alone, so a session ended since is still refused by the lookup below.
 */
const TOKEN_IDS_MAX = 10_000;
const tokenIds = new WeakMap<SessionDeps, Map<string, string>>();

function tokenIdsOf(deps: SessionDeps): Map<string, string> {
  let ids = tokenIds.get(deps);
  if (!ids) tokenIds.set(deps, (ids = new Map()));
  return ids;
}

/** Looks the session up once per request that carries the cookie (the database at most every 30 s). */
export async function resolveSession(deps: SessionDeps, token: string | undefined) {
  if (!token || token.length > 100) return null;
  const ids = tokenIdsOf(deps);
  const known = ids.get(token);
  const id = known ?? hashToken(deps.secret, token);
  const packed = await deps.cache.get<string | null>(
    `session:${id}`,
    async () => {
      const row = await deps.db
        .selectFrom('sessions')
        .select(['user_id', 'expires_at', 'last_seen_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return { value: null, tags: [], keep: false };
      return {
        value: packSession({ ...row, expires_at: Number(row.expires_at), last_seen_at: Number(row.last_seen_at) }),
        tags: [cacheTags.session(id), cacheTags.sessionsOf(row.user_id)],
      };
    },
    { ttlMs: SESSION_CACHE_MS },
  );
  if (packed === null) return null;
  const session = unpackSession(packed);
  const now = deps.clock.now();
  if (session.expiresAt <= now) return null;
  if (known === undefined) {
    // The oldest goes first: a Map iterates in the order its keys were added.
    if (ids.size >= TOKEN_IDS_MAX) ids.delete(ids.keys().next().value!);
    ids.set(token, id);
  }
  if (now - session.lastSeenAt > REFRESH_AFTER_MS) {
    await deps.db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: now + SESSION_TTL_MS })
      .where('id', '=', id)
      .execute();
    deps.cache.invalidate(cacheTags.session(id));
  }
  return { id, userId: session.userId };
}

export function registerSessions(app: FastifyInstance, deps: SessionDeps): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = await resolveSession(deps, request.cookies[SESSION_COOKIE]);
  });
}

export function requireMemberId(request: FastifyRequest): string {
  if (!request.session) throw new AppError(401, 'unauthenticated');
  return request.session.userId;
}
