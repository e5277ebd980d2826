import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { SearchKind } from '../../../shared/search';
import type { Database } from '../../db/schema';
import { ofLiveBrand } from '../content/live-brands';
import { notBlockedWith } from '../privacy/blocks';
import { notByMinor } from '../../platform/minor-accounts';
import { visibleTo } from '../segments/segments.queries';

type Db = Kysely<Database>;

export interface DocHit {
  id: number;
  ref_id: string;
}

export interface MatchOptions {
  limit: number;
  /** Only documents indexed before this one (the cursor of the next page). */
  beforeId?: number | undefined;
}

/**
 * The text index behind one interface: documents of a kind whose text has every term as a word
 * prefix, most recently indexed first. Terms are letters and digits only (shared/search).
 */
export interface TextIndex {
  match(kind: SearchKind, terms: string[], opts: MatchOptions): Promise<DocHit[]>;
}

/** The longest prefix SQLite's text index has an index for (migration 007). */
export const SQLITE_INDEXED_PREFIX = 6;

/**
 * SQLite: FTS5 over search_docs; its unicode61 tokenizer folds case and accents on both sides. A
 * word is matched on at most its first 6 characters, the longest prefix with an index of its own:
 * any longer prefix makes FTS5 merge every matching word's list before the first row ('tecnologia'
 * finds what 'tecnol' finds — the newest first, so the closest matches still lead in practice).
 */
export function sqliteMatchQuery(kind: SearchKind, terms: string[], { limit, beforeId }: MatchOptions) {
  const expr = [
    `kind:"${kind}"`,
    ...terms.map((t) => `document:"${[...t].slice(0, SQLITE_INDEXED_PREFIX).join('')}"*`),
  ].join(' AND ');
  const before = beforeId === undefined ? sql`` : sql`AND search_fts.rowid < ${beforeId}`;
  return sql<DocHit>`SELECT d.id, d.ref_id FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
    WHERE search_fts MATCH ${expr} ${before} ORDER BY search_fts.rowid DESC LIMIT ${limit}`;
}

function sqliteIndex(db: Db): TextIndex {
  return {
    async match(kind, terms, opts) {
      return (await sqliteMatchQuery(kind, terms, opts).execute(db)).rows;
    },
  };
}

/** PostgreSQL: a 'simple' tsvector of the folded text, one partial GIN index per kind. */
export function postgresMatchQuery(kind: SearchKind, terms: string[], { limit, beforeId }: MatchOptions) {
  const query = terms.map((t) => `${t}:*`).join(' & ');
  const before = beforeId === undefined ? sql`` : sql`AND id < ${beforeId}`;
  // The kind is a literal so the planner can pick that kind's partial index. For posts, with the
  // word statistics ANALYZE keeps, it walks the primary key backwards for a common word (the newest
  // few matches come first) and takes the text index for a rare one. WARNING: the other kinds are
  // a sliver of the table, where a backward walk of the shared key reads every post before giving
  // up on a word nobody has: `id + 0` keeps them on their own index.
  const order = kind === 'post' ? sql`id` : sql`id + 0`;
  return sql<DocHit>`SELECT id, ref_id FROM search_docs
    WHERE kind = ${sql.lit(kind)} AND tsv @@ to_tsquery('simple', ${query}) ${before} ORDER BY ${order} DESC LIMIT ${limit}`;
}

function postgresIndex(db: Db): TextIndex {
  return {
    async match(kind, terms, opts) {
      const res = await postgresMatchQuery(kind, terms, opts).execute(db);
      return res.rows.map((r) => ({ id: Number(r.id), ref_id: r.ref_id }));
    },
  };
}

export function textIndexFor(db: Db): TextIndex {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresIndex(db) : sqliteIndex(db);
}

/** These members, but any a block stands between with the viewer (decision 026). */
export function membersByIds(db: Db, viewerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'name', 'avatar_url', 'followers_count', 'following_count', 'posts_count'])
    .where('id', 'in', ids)
    .where(notBlockedWith(viewerId, 'users.id'))
    .execute();
}

/** Products the store shows: published, not hidden, not deleted, not a suspended brand's. */
export function productsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('store_products')
    .select(['id', 'title', 'subtitle', 'thumbnail_url', 'min_price'])
    .where('id', 'in', ids)
    .where('status', '=', 'published')
    .where('hidden', '=', 0)
    .where('deleted_at', 'is', null)
    .where(ofLiveBrand('store_products.brand_id'))
    .execute();
}

/** Of these posts, the ones the viewer may see. */
export async function visiblePostIds(
  db: Db,
  viewerId: string,
  ids: string[],
  hideMinorsAt: number | null = null,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('posts')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => visibleTo(eb, viewerId))
    .$if(hideMinorsAt !== null, (qb) => qb.where((eb) => notByMinor(eb, 'posts.author_user_id', hideMinorsAt!)))
    .execute();
  return new Set(rows.map((r) => r.id));
}
