import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { PostsPage } from '../../../shared/posts';
import {
  SEARCH_GROUP_LIMIT,
  searchTerms,
  SUGGEST_PER_KIND,
  type MemberHit,
  type ProductHit,
  type SearchKind,
  type SearchResults,
  type Suggestion,
  searchResultsSchema,
  suggestionsSchema,
} from '../../../shared/search';
import type { Database } from '../../db/schema';
import { defaultAvatarUrl } from '../../platform/avatars';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import { hideMinorsFor, unsuggestableTo } from '../../platform/minor-accounts';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import { brandsByIds } from '../brands/brands.service';
import { visibleCounters } from '../members/member-counters';
import { decodeCursor, encodeCursor, pageOf } from '../../platform/pagination';
import { postTags } from '../posts/post-views';
import { textWithoutCounters } from '../posts/post-counters';
import { loadPosts } from '../posts/posts.service';
import { listSegments } from '../segments/segments.service';
import * as q from './search.queries';

export interface SearchDeps {
  db: Kysely<Database>;
  storage: Storage;
  cache: ReadCache;
  /** Ages are counted on its day: an adult is suggested no minor (decision 028). */
  clock: Clock;
}

/**
 * How long a cached results page may miss a new member, brand or product (the text index is kept
 * by the database; posts, the viewer's follows and marks and renamed members invalidate at once).
 */
const SEARCH_TTL_MS = 15_000;

const postsCursor = z.object({ d: z.number().int() });

/** Ids of one kind matching the query, best (newest indexed) first. */
async function matchIds(deps: SearchDeps, kind: SearchKind, terms: string[], limit: number) {
  if (terms.length === 0) return [];
  return (await q.textIndexFor(deps.db).match(kind, terms, { limit })).map((h) => h.ref_id);
}

/** Brands in catalogue order; segments too (a dozen rows, read whole). */
async function brandsMatching(deps: SearchDeps, viewerId: string, terms: string[], limit: number) {
  return brandsByIds(deps, viewerId, await matchIds(deps, 'brand', terms, limit));
}

async function segmentsMatching(deps: SearchDeps, viewerId: string, terms: string[], limit: number) {
  const ids = new Set(await matchIds(deps, 'segment', terms, limit));
  return ids.size ? (await listSegments(deps, viewerId)).filter((s) => ids.has(s.id)) : [];
}

function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

async function membersMatching(
  deps: SearchDeps,
  viewerId: string,
  terms: string[],
  limit: number,
): Promise<MemberHit[]> {
  // Minors are left out for an adult viewer (decision 028): ask for a few more to fill the group.
  const ids = await matchIds(deps, 'member', terms, limit * 2);
  const left = await unsuggestableTo(deps.db, viewerId, ids, deps.clock.now());
  const suggestable = ids.filter((id) => !left.has(id));
  const rows = inOrder(suggestable, await q.membersByIds(deps.db, viewerId, suggestable)).slice(0, limit);
  const counters = await visibleCounters(deps.db, viewerId, rows);
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    avatarUrl: m.avatar_url ?? defaultAvatarUrl(m.name),
    followers: counters.get(m.id)?.followers ?? null,
  }));
}

async function productsMatching(deps: SearchDeps, terms: string[], limit: number): Promise<ProductHit[]> {
  // Hidden or unpublished products are indexed too: ask for a few more to fill the group.
  const ids = await matchIds(deps, 'product', terms, limit * 2);
  return inOrder(ids, await q.productsByIds(deps.db, ids))
    .slice(0, limit)
    .map((p) => ({
      id: p.id,
      title: p.title,
      subtitle: p.subtitle,
      imageUrl: p.thumbnail_url,
      priceInCents: p.min_price,
    }));
}

/** Posts whose text matches, most recent first, that the viewer may see. */
export async function searchPosts(
  deps: SearchDeps,
  viewerId: string,
  page: { q: string; cursor?: string | undefined; limit: number },
): Promise<PostsPage> {
  const terms = searchTerms(page.q);
  if (terms.length === 0) return { posts: [], nextCursor: null };
  const beforeId = decodeCursor(page.cursor, postsCursor)?.d;
  const hits = await q.textIndexFor(deps.db).match('post', terms, { limit: page.limit + 1, beforeId });
  const { rows: taken, nextCursor } = pageOf(hits, page.limit, (last) => encodeCursor({ d: last.id }));
  const hideMinorsAt = await hideMinorsFor(deps.db, viewerId, deps.clock.now());
  const visible = await q.visiblePostIds(
    deps.db,
    viewerId,
    taken.map((h) => h.ref_id),
    hideMinorsAt,
  );
  const ids = taken.map((h) => h.ref_id).filter((id) => visible.has(id));
  return { posts: await loadPosts(deps, viewerId, ids), nextCursor };
}

/** The results page: each kind's best few, and the first page of posts. */
export async function search(deps: SearchDeps, viewerId: string, query: string): Promise<SearchResults> {
  const terms = searchTerms(query);
  const [brands, segments, members, products, posts] = await Promise.all([
    brandsMatching(deps, viewerId, terms, SEARCH_GROUP_LIMIT),
    segmentsMatching(deps, viewerId, terms, SEARCH_GROUP_LIMIT),
    membersMatching(deps, viewerId, terms, SEARCH_GROUP_LIMIT),
    productsMatching(deps, terms, SEARCH_GROUP_LIMIT),
    searchPosts(deps, viewerId, { q: query, limit: 10 }),
  ]);
  return { brands, segments, members, products, posts: posts.posts, nextCursor: posts.nextCursor };
}

/** Suggestions while typing: a few brands, segments, products and members. */
export async function suggest(deps: SearchDeps, viewerId: string, query: string): Promise<Suggestion[]> {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const [brands, segments, products, members] = await Promise.all([
    brandsMatching(deps, viewerId, terms, SUGGEST_PER_KIND),
    segmentsMatching(deps, viewerId, terms, SUGGEST_PER_KIND),
    productsMatching(deps, terms, SUGGEST_PER_KIND),
    membersMatching(deps, viewerId, terms, SUGGEST_PER_KIND),
  ]);
  return [
    ...brands.map((b): Suggestion => ({
      kind: 'brand',
      id: b.id,
      label: b.name,
      sublabel: b.category,
      imageUrl: b.logoUrl,
    })),
    ...segments.map((s): Suggestion => ({ kind: 'segment', id: s.id, label: s.label, sublabel: null, imageUrl: null })),
    ...products.map((p): Suggestion => ({
      kind: 'product',
      id: p.id,
      label: p.title,
      sublabel: p.subtitle,
      imageUrl: p.imageUrl,
    })),
    ...members.map((m): Suggestion => ({
      kind: 'member',
      id: m.id,
      label: m.name,
      sublabel: null,
      imageUrl: m.avatarUrl,
    })),
  ];
}

/**
 * An answer to one viewer as JSON text, from the read cache (see SEARCH_TTL_MS): it is dropped with
 * the viewer's tag and with the tags of what it shows.
 */
function cachedForViewer<T>(
  deps: SearchDeps,
  key: string,
  viewerId: string,
  build: () => Promise<{ value: T; tags: string[] }>,
): Promise<T> {
  return deps.cache.get(
    key,
    async () => {
      const { value, tags } = await build();
      return { value, tags: [cacheTags.viewer(viewerId), ...tags] };
    },
    { ttlMs: SEARCH_TTL_MS },
  );
}

/** The results page as JSON text, from the read cache, with its posts' counters as they are now. */
export async function searchText(deps: SearchDeps, viewerId: string, query: string): Promise<string> {
  const kept = await cachedForViewer(deps, `search:${viewerId}:${query}`, viewerId, async () => {
    const results = await search(deps, viewerId, query);
    return {
      value: textWithoutCounters(searchResultsSchema.parse(results), new Set(results.posts.map((post) => post.id))),
      tags: [
        cacheTags.anyPost,
        ...postTags(results.posts, viewerId),
        ...results.members.map((m) => cacheTags.member(m.id)),
      ],
    };
  });
  return kept.withCounters(deps);
}

/** The suggestions as JSON text, from the read cache. */
export function suggestText(deps: SearchDeps, viewerId: string, query: string): Promise<string> {
  return cachedForViewer(deps, `suggest:${viewerId}:${query}`, viewerId, async () => {
    const suggestions = await suggest(deps, viewerId, query);
    return {
      value: JSON.stringify(suggestionsSchema.parse({ suggestions })),
      tags: suggestions.flatMap((s) => (s.kind === 'member' ? [cacheTags.member(s.id)] : [])),
    };
  });
}
