import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from './event-bus';

/**
 * Answers that members ask for again and again (a feed page, a post, a notification list, a page of
 * the catalogue), kept in memory until something they were built from changes.
 *
 * Each entry names what it was built from as tags ('post:ID', 'viewer:ID', …). A write calls
 * `invalidate` with the tags it touched once it has committed, here and — over the event bus — on
 * every other instance. An entry is valid while none of its tags was invalidated after its build
 * started: a write racing a build can only make that build's entry stale at birth, never keep it.
 * Entries also expire after `ttlMs`, which bounds how stale an instance that missed a bus message can
 * be, and lets answers that drift without a write (rankings by engagement) refresh on their own.
 */
export interface ReadCache {
  /** The cached value of `key`, or `build`'s (kept under the tags it returns). */
  get<T>(key: string, build: () => Promise<Built<T>>, options?: { ttlMs?: number }): Promise<T>;
  /** Marks every entry built from any of `tags` stale, on every instance. */
  invalidate(...tags: string[]): void;
  /**
   * The same, resolved once the bus has carried it to the other instances: for a write whose old
   * answer no instance may give after the reply (an ended session), awaited before answering.
   */
  invalidateEverywhere(...tags: string[]): Promise<void>;
  /** Forgets everything, on every instance (rare, wide changes such as an account deletion). */
  clear(): void;
  /** How the cache is doing, for tests and diagnostics. */
  stats(): { entries: number; hits: number; misses: number };
}

export interface Built<T> {
  value: T;
  tags: Iterable<string>;
  /** False to answer without keeping (a miss that anyone could ask for with made-up keys). */
  keep?: boolean;
}

interface Entry {
  value: unknown;
  tags: string[];
  /** The invalidation sequence number when the build started. */
  seq: number;
  /** Counted from the build's start, so that no entry outlives the records that judge it. */
  expiresAt: number;
}

export interface ReadCacheOptions {
  bus?: EventBus | undefined;
  /** Most characters of cached text kept (other values count as 1 KiB); the least recently used go first. */
  maxChars?: number;
  ttlMs?: number;
  now?: () => number;
}

const CHANNEL = 'read-cache.invalidate';
const CLEAR = '*';

interface Invalidation {
  from: string;
  tags: string[];
}

export function createReadCache(options: ReadCacheOptions = {}): ReadCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const instance = crypto.randomUUID();
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxChars ?? 16 * 1024 * 1024,
    sizeCalculation: (entry) => (typeof entry.value === 'string' ? Math.max(1, entry.value.length) : 1024),
  });
  /** For each tag, when it was last invalidated: sequence number and time (to forget old ones). */
  const invalidated = new Map<string, { seq: number; at: number }>();
  let seq = 0;
  let clearedAt = 0;
  let hits = 0;
  let misses = 0;
  let lastPrune = now();

  function apply(tags: string[]) {
    seq += 1;
    const at = now();
    for (const tag of tags) {
      if (tag === CLEAR) {
        clearedAt = seq;
        entries.clear();
      } else invalidated.set(tag, { seq, at });
    }
    // A record older than the longest TTL can no longer judge a live entry: every entry built
    // before it has expired (TTLs run from the start of the build).
    if (at - lastPrune > ttlMs) {
      lastPrune = at;
      for (const [tag, record] of invalidated) if (at - record.at > ttlMs * 2) invalidated.delete(tag);
    }
  }

  function fresh(entry: Entry): boolean {
    if (entry.seq < clearedAt || entry.expiresAt <= now()) return false;
    for (const tag of entry.tags) {
      const record = invalidated.get(tag);
      if (record && record.seq > entry.seq) return false;
    }
    return true;
  }

  /** Resolves once the bus took the message; a bus that fails leaves the other instances to the TTL. */
  function announce(tags: string[]): Promise<void> {
    apply(tags);
    if (!options.bus) return Promise.resolve();
    return options.bus.publish(CHANNEL, { from: instance, tags } satisfies Invalidation).catch(() => {});
  }

  options.bus?.subscribe(CHANNEL, (payload) => {
    const message = payload as Invalidation;
    if (message.from !== instance && Array.isArray(message.tags)) apply(message.tags.map(String));
  });

  return {
    async get<T>(key: string, build: () => Promise<Built<T>>, opts?: { ttlMs?: number }): Promise<T> {
      const entry = entries.get(key);
      if (entry && fresh(entry)) {
        hits += 1;
        return entry.value as T;
      }
      misses += 1;
      const started = { seq, at: now() };
      const built = await build();
      const made: Entry = {
        value: built.value,
        tags: [...built.tags],
        seq: started.seq,
        expiresAt: started.at + Math.min(opts?.ttlMs ?? ttlMs, ttlMs),
      };
      if (built.keep !== false && fresh(made)) entries.set(key, made);
      else entries.delete(key);
      return built.value;
    },
    invalidate(...tags: string[]) {
      // The other instances hear of it a moment later; most writes need no more.
      if (tags.length > 0) void announce(tags);
    },
    async invalidateEverywhere(...tags: string[]) {
      if (tags.length > 0) await announce(tags);
    },
    clear() {
      void announce([CLEAR]);
    },
    stats() {
      return { entries: entries.size, hits, misses };
    },
  };
}

/**
 * Answers with JSON text already shaped by the route's response schema (cached answers are kept as
 * text, so a hit costs no serialisation); Fastify sends a string with a JSON type as it is.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * For a group of routes whose writes are many and small (reel and story likes, views, shares):
 * every write they answer with success invalidates `tags(request)` before the answer leaves, so
 * the member's next read sees it. The handler has finished, and its transaction committed, by then.
 */
export function invalidateAfterWrites(
  app: FastifyInstance,
  cache: ReadCache,
  tags: (request: FastifyRequest) => string[],
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      cache.invalidate(...tags(request));
    return payload;
  });
}
