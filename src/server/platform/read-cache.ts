import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
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
  /**
   * The cached values of `keys`, in their order; the missing ones built together by `build`, which
   * answers those it found (a key it leaves out is undefined, and not kept).
   */
  getMany<T>(keys: string[], build: (missing: string[]) => Promise<Map<string, Built<T>>>): Promise<(T | undefined)[]>;
  /** Marks every entry built from any of `tags` stale, on every instance. */
  invalidate(...tags: string[]): void;
  /**
   * The same, resolved once every other instance has applied it (or `ackTimeoutMs` has passed, so a
   * dead instance cannot hold the answer): for a write whose old answer no instance may give after
   * the reply (an ended session), awaited before answering.
   */
  invalidateEverywhere(...tags: string[]): Promise<void>;
  /** Forgets everything, on every instance (rare, wide changes such as an account deletion). */
  clear(): void;
  /**
   * A number that changes whenever anything is invalidated here: while it stays, every entry found
   * fresh is still fresh, so whoever composed an answer from entries may answer it again.
   */
  version(): number;
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
  /** The sequence number it was last found fresh at: until the next invalidation, it still is. */
  checkedAt: number;
}

export interface ReadCacheOptions {
  bus?: EventBus | undefined;
  /**
   * Most characters kept, counting each entry's text, key and tags, and 64 for its bookkeeping (a flag
   * or a number counts 8, an object its `cacheChars` or else 1 KiB); the least recently used go first.
   */
  maxChars?: number;
  ttlMs?: number;
  /** Longest wait for the other instances to acknowledge an `invalidateEverywhere`. */
  ackTimeoutMs?: number;
  now?: () => number;
}

const CHANNEL = 'read-cache.invalidate';
const ACK_CHANNEL = 'read-cache.applied';
const CLEAR = '*';

interface Invalidation {
  from: string;
  tags: string[];
  /** Present when the sender waits for every instance to confirm it applied the invalidation. */
  ack?: string;
}

/** An invalidation awaiting confirmations: `expected` is known once the bus says how many it reached. */
interface AwaitedAcks {
  acks: number;
  expected: number | undefined;
  done: () => void;
}

/** What an entry costs beside its key, tags and value: the entry object and the LRU's own node. */
const ENTRY_OVERHEAD = 64;

/*
 * A flag kept per viewer and item (may they comment, do they manage it) used to count as a kilobyte,
 * as an object does: 25 000 of them filled the whole cache, and the post page rebuilt them on most
 * requests. Its key and tags are what it really holds (decision 050).
 */
function valueSize(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object') return 8;
  // A value that knows what it holds (posts/post-counters.ts: a list's text in pieces) says so.
  const { cacheChars } = value as { cacheChars?: unknown };
  return typeof cacheChars === 'number' ? cacheChars : 1024;
}

export function createReadCache(options: ReadCacheOptions = {}): ReadCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const instance = crypto.randomUUID();
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxChars ?? 16 * 1024 * 1024,
    sizeCalculation: (entry, key) =>
      ENTRY_OVERHEAD + key.length + entry.tags.reduce((n, tag) => n + tag.length, 0) + valueSize(entry.value),
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

  // A feed's answer carries a hundred tags; read many times between two writes, it is judged once.
  function fresh(entry: Entry): boolean {
    if (entry.seq < clearedAt || entry.expiresAt <= now()) return false;
    if (entry.checkedAt === seq) return true;
    for (const tag of entry.tags) {
      const record = invalidated.get(tag);
      if (record && record.seq > entry.seq) return false;
    }
    entry.checkedAt = seq;
    return true;
  }

  const awaited = new Map<string, AwaitedAcks>();

  function settle(id: string, record: AwaitedAcks) {
    if (record.expected !== undefined && record.acks >= record.expected) {
      awaited.delete(id);
      record.done();
    }
  }

  /** A bus that fails leaves the other instances to the TTL. */
  function announce(tags: string[]): void {
    apply(tags);
    options.bus?.publish(CHANNEL, { from: instance, tags } satisfies Invalidation).catch(() => 0);
  }

  /**
   * Resolves once every other subscriber confirmed it applied the tags. Redis hands a published
   * message to the other processes a moment after PUBLISH answers, so the bus alone cannot promise
   * that a request sent to another instance right after this one's reply finds the change.
   */
  async function announceAndWait(tags: string[]): Promise<void> {
    apply(tags);
    const bus = options.bus;
    if (!bus) return;
    const id = crypto.randomUUID();
    const confirmed = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        awaited.delete(id);
        resolve();
      }, options.ackTimeoutMs ?? 1000);
      timer.unref();
      awaited.set(id, { acks: 0, expected: undefined, done: () => (clearTimeout(timer), resolve()) });
    });
    // The count includes this instance's own subscription, which does not confirm its own message.
    const reached = await bus.publish(CHANNEL, { from: instance, tags, ack: id } satisfies Invalidation).catch(() => 0);
    const record = awaited.get(id);
    if (record) {
      record.expected = Math.max(0, reached - 1);
      settle(id, record);
    }
    await confirmed;
  }

  options.bus?.subscribe(CHANNEL, (payload) => {
    const message = payload as Invalidation;
    if (message.from === instance || !Array.isArray(message.tags)) return;
    apply(message.tags.map(String));
    if (typeof message.ack === 'string') options.bus?.publish(ACK_CHANNEL, { id: message.ack }).catch(() => 0);
  });

  options.bus?.subscribe(ACK_CHANNEL, (payload) => {
    const id = String((payload as { id?: unknown }).id);
    const record = awaited.get(id);
    if (!record) return;
    record.acks += 1;
    settle(id, record);
  });

  /** Keeps a build's value unless a tag it was built from changed after `started`. */
  function keep(key: string, built: Built<unknown>, started: { seq: number; at: number }, entryTtlMs?: number) {
    const made: Entry = {
      value: built.value,
      tags: [...built.tags],
      seq: started.seq,
      expiresAt: started.at + Math.min(entryTtlMs ?? ttlMs, ttlMs),
      checkedAt: -1,
    };
    if (built.keep !== false && fresh(made)) entries.set(key, made);
    else entries.delete(key);
  }

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
      keep(key, built, started, opts?.ttlMs);
      return built.value;
    },
    async getMany<T>(keys: string[], build: (missing: string[]) => Promise<Map<string, Built<T>>>) {
      const values: (T | undefined)[] = [];
      const missing: string[] = [];
      const missingAt: number[] = [];
      for (const key of keys) {
        const entry = entries.get(key);
        if (entry && fresh(entry)) {
          hits += 1;
          values.push(entry.value as T);
        } else {
          misses += 1;
          missing.push(key);
          missingAt.push(values.length);
          values.push(undefined);
        }
      }
      if (missing.length === 0) return values;
      const started = { seq, at: now() };
      const built = await build(missing);
      missing.forEach((key, n) => {
        const one = built.get(key);
        if (one) keep(key, one, started);
        else entries.delete(key);
        values[missingAt[n]!] = one?.value;
      });
      return values;
    },
    invalidate(...tags: string[]) {
      // The other instances hear of it a moment later; most writes need no more.
      if (tags.length > 0) announce(tags);
    },
    async invalidateEverywhere(...tags: string[]) {
      if (tags.length > 0) await announceAndWait(tags);
    },
    clear() {
      announce([CLEAR]);
    },
    version() {
      return seq;
    },
    stats() {
      return { entries: entries.size, hits, misses };
    },
  };
}
