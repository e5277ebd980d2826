import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PostStats } from '../../../shared/posts';
import type { Database } from '../../db/schema';
import { cacheTags } from '../../platform/cache-tags';
import type { Built, ReadCache } from '../../platform/read-cache';
import { statsOf } from './post-views';
import * as q from './posts.queries';

/*
 * A post's counters change with every like and comment; the rest of a list that shows it (the feed,
 * explore, search) does not. A list kept in the read cache with its counters in it was rebuilt by
 * every like on any post it showed, and on PostgreSQL those rebuilds held the pool (decision 052).
 * So a list is kept as its JSON text cut where each post's counters go, and they are laid over when
 * it is served, from one small entry per post that only that post's likes, saves, shares, reposts
 * and comments invalidate.
 */

/** Stands for a post's counters while the list is turned into text: never in a member's text. */
const placeholder = `counters-${crypto.randomUUID()}-`;
const placeholders = new RegExp(`"${placeholder}(\\d+)"`);

const KEY = 'post-counters:';

/** The text of a post's counters, the keys in the order of the reply schema. */
export function countersText(stats: PostStats): string {
  return JSON.stringify({
    likes: stats.likes,
    comments: stats.comments,
    shares: stats.shares,
    reposts: stats.reposts,
    bookmarks: stats.bookmarks,
  } satisfies PostStats);
}

/**
 * A list's JSON text cut where its posts' counters go, as the read cache keeps it. It remembers the
 * text it last served and the counters it was served with: until one of them changes, a hit answers
 * the same string.
 */
export class TextWithoutCounters {
  /** The list's own text and, between each two pieces, the counters it was built with. */
  private readonly pieces: string[];
  /** The read cache's key of each cut's counters. */
  private readonly keys: string[];
  private served: { counters: (string | undefined)[]; text: string; version: number } | undefined;
  /** Characters kept: the pieces and the text last served (read-cache.ts counts entries by it). */
  readonly cacheChars: number;

  constructor(pieces: string[], keys: string[]) {
    this.pieces = pieces;
    this.keys = keys;
    this.cacheChars = 2 * pieces.reduce((n, piece) => n + piece.length, 0);
  }

  /** The text with every post's counters as they are now. */
  async withCounters(deps: CountersDeps): Promise<string> {
    if (this.keys.length === 0) return this.pieces[0]!;
    const last = this.served;
    // Nothing invalidated since the last answer: its counters are still the read cache's.
    const version = deps.cache.version();
    if (last?.version === version) return last.text;
    const counters = await countersByKey(deps, this.keys);
    if (last && counters.every((text, i) => text === last.counters[i])) {
      last.version = version;
      return last.text;
    }
    const pieces = [...this.pieces];
    // A post gone since the list was built keeps the counters it had; the list's own tags drop it soon.
    counters.forEach((text, i) => {
      if (text !== undefined) pieces[2 * i + 1] = text;
    });
    this.served = { counters, text: pieces.join(''), version };
    return this.served.text;
  }
}

/**
 * `value` as JSON text cut at the counters (`stats`) of each post whose id is in `postIds`: what a
 * list keeps in the read cache.
 */
export function textWithoutCounters(value: unknown, postIds: ReadonlySet<string>): TextWithoutCounters {
  const cut: { id: string; stats: PostStats }[] = [];
  const text = JSON.stringify(value, function (this: { id?: unknown }, key: string, field: unknown) {
    if (key !== 'stats' || typeof this.id !== 'string' || !postIds.has(this.id)) return field;
    cut.push({ id: this.id, stats: field as PostStats });
    return `${placeholder}${cut.length - 1}`;
  });
  // Split at a pattern with a group: the pieces of text with each cut's number between them.
  const pieces = text.split(placeholders);
  for (let i = 1; i < pieces.length; i += 2) pieces[i] = countersText(cut[Number(pieces[i])]!.stats);
  return new TextWithoutCounters(
    pieces,
    cut.map(({ id }) => `${KEY}${id}`),
  );
}

export interface CountersDeps {
  db: Kysely<Database>;
  cache: ReadCache;
}

/**
 * The counters of these posts as text, in their order, from the read cache; those it does not hold
 * are read in one statement. Undefined for a post that is gone.
 */
export function countersOf(deps: CountersDeps, ids: string[]): Promise<(string | undefined)[]> {
  return countersByKey(
    deps,
    ids.map((id) => `${KEY}${id}`),
  );
}

function countersByKey(deps: CountersDeps, keys: string[]): Promise<(string | undefined)[]> {
  return deps.cache.getMany<string>(keys, async (missing) => {
    const rows = await q.postCounters(
      deps.db,
      missing.map((key) => key.slice(KEY.length)),
    );
    const built = new Map<string, Built<string>>();
    for (const row of rows) {
      built.set(`${KEY}${row.id}`, {
        value: countersText(statsOf(row)),
        tags: [cacheTags.post(row.id), cacheTags.engagement(row.id)],
      });
    }
    return built;
  });
}

/**
 * What a like, save or share of a post by `memberId` changes: the post's counters, the member's mark
 * and, for a post in a segment, that segment's trend (which likes and shares add up).
 */
export function engagementTags(postId: string, memberId: string, segmentId: string | null): string[] {
  const tags = [cacheTags.engagement(postId), cacheTags.marks(memberId, postId)];
  if (segmentId) tags.push(cacheTags.trends);
  return tags;
}
