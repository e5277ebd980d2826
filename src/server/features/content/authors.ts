import type { Kysely, Selectable } from 'kysely';
import type { PostAuthor } from '../../../shared/posts';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import { defaultAvatarUrl } from '../../platform/avatars';

/** The kinds of content a member or a brand publishes, by table. */
export type ContentTable = 'posts' | 'stories' | 'reels' | 'long_videos';

/** What a card shows of an item's author, read beside the item's own columns. */
export interface AuthorColumns {
  author_user_id: string | null;
  brand_id: string | null;
  author_name: string | null;
  author_avatar_url: string | null;
  brand_name: string | null;
  brand_logo_url: string | null;
  brand_verified: number | null;
  /** When the brand was suspended (content/live-brands.ts); null while it is live, and for a member's item. */
  brand_suspended_at: number | null;
}

/** A repost's original author (posts and stories), for the privacy of what it copies. */
export interface OriginalColumns {
  original_author_id: string | null;
  original_brand_id: string | null;
  original_brand_suspended_at: number | null;
}

/** The author columns of `AuthorColumns`, as a select list over `users as u` and `brands as b`. */
export const authorSelect = [
  'u.name as author_name',
  'u.avatar_url as author_avatar_url',
  'b.name as brand_name',
  'b.logo_url as brand_logo_url',
  'b.verified as brand_verified',
  'b.suspended_at as brand_suspended_at',
] as const;

/** An item is a brand's when it has a brand, else its member author's. */
export function toAuthor(row: Omit<AuthorColumns, 'brand_suspended_at'>): PostAuthor {
  return row.brand_id
    ? {
        kind: 'brand',
        id: row.brand_id,
        name: row.brand_name ?? '',
        avatarUrl: row.brand_logo_url ?? '',
        verified: toBool(row.brand_verified),
      }
    : {
        kind: 'member',
        id: row.author_user_id ?? '',
        name: row.author_name ?? '',
        avatarUrl: row.author_avatar_url ?? defaultAvatarUrl(row.author_name ?? '?'),
        verified: false,
      };
}

type Row<T extends ContentTable> = Selectable<Database[T]>;

/** The column of a kind that names the original a repost copies. */
export type OriginalColumn = 'original_post_id' | 'original_story_id';

/**
 * Items of one kind by id (in no order) with their author, a member or a brand, in one query; with
 * `original`, also the author of the original each repost copies.
 */
export function rowsWithAuthor<T extends ContentTable>(
  db: Kysely<Database>,
  table: T,
  ids: string[],
): Promise<(Row<T> & AuthorColumns)[]>;
export function rowsWithAuthor<T extends ContentTable>(
  db: Kysely<Database>,
  table: T,
  ids: string[],
  original: OriginalColumn,
): Promise<(Row<T> & AuthorColumns & OriginalColumns)[]>;
export function rowsWithAuthor(db: Kysely<Database>, table: ContentTable, ids: string[], original?: OriginalColumn) {
  return authorQuery(db, table, original).where('c.id', 'in', ids).execute();
}

/** `rowsWithAuthor`'s query before its filter, for reads that select more beside it (content/gate-columns.ts). */
export function authorQuery(db: Kysely<Database>, table: ContentTable, original?: OriginalColumn) {
  // One builder serves the four tables, which Kysely cannot type as a union: the callers say the shape.
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let q = anyDb
    .selectFrom(`${table} as c`)
    .leftJoin('users as u', 'u.id', 'c.author_user_id')
    .leftJoin('brands as b', 'b.id', 'c.brand_id')
    .selectAll('c')
    .select([...authorSelect]);
  if (original)
    q = q
      .leftJoin(`${table} as o`, 'o.id', `c.${original}`)
      .leftJoin('brands as ob', 'ob.id', 'o.brand_id')
      .select([
        'o.author_user_id as original_author_id',
        'o.brand_id as original_brand_id',
        'ob.suspended_at as original_brand_suspended_at',
      ]);
  return q;
}

/** A member's repost of an original, if they made one: a member reposts an original once. */
export function findRepostBy(
  db: Kysely<Database>,
  table: 'posts' | 'stories',
  original: OriginalColumn,
  originalId: string,
  memberId: string,
): Promise<{ id: string } | undefined> {
  const anyDb = db as unknown as Kysely<Record<string, { id: string; author_user_id: string | null }>>;
  return anyDb
    .selectFrom(table)
    .select('id')
    .where(original as 'id', '=', originalId)
    .where('author_user_id', '=', memberId)
    .executeTakeFirst();
}
