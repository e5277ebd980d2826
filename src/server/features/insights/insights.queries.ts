import { sql, type Kysely, type RawBuilder } from 'kysely';
import { INSIGHT_CONTENT_LIMIT, PAID_ORDER_STATES } from '../../../shared/insights-rules';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A window of instants: [from, to). */
export interface Window {
  from: number;
  to: number;
}

/**
 * The hour since `from` an instant column falls in. Both dialects divide integers exactly when both
 * sides are integers; the bound value is cast because the SQLite driver binds numbers as reals.
 */
function hourSince(column: string, from: number): RawBuilder<number> {
  return sql<number>`(${sql.ref(column)} - cast(${from} as bigint)) / 3600000`;
}

export async function followersCount(db: Db, brandId: string): Promise<number> {
  const row = await db.selectFrom('brands').select('followers_count').where('id', '=', brandId).executeTakeFirst();
  return Number(row?.followers_count ?? 0);
}

/** Follows and unfollows in the window, per hour (brand_follow_events_brand_created_idx). */
export async function followEventsPerHour(db: Db, brandId: string, w: Window) {
  const rows = await db
    .selectFrom('brand_follow_events')
    .select([
      hourSince('created_at', w.from).as('hour'),
      sql<number>`sum(case when delta > 0 then delta else 0 end)`.as('gained'),
      sql<number>`sum(case when delta < 0 then -delta else 0 end)`.as('lost'),
    ])
    .where('brand_id', '=', brandId)
    .where('created_at', '>=', w.from)
    .where('created_at', '<', w.to)
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ hour: Number(r.hour), gained: Number(r.gained ?? 0), lost: Number(r.lost ?? 0) }));
}

/** Paid sales of the brand's products in the window, per hour of payment. Revenue is the lines' total, freight aside. */
export async function salesPerHour(db: Db, brandId: string, w: Window) {
  const rows = await db
    .selectFrom('store_products as p')
    .innerJoin('store_order_items as oi', 'oi.product_id', 'p.id')
    .innerJoin('store_orders as o', 'o.id', 'oi.order_id')
    .select((eb) => [
      hourSince('o.paid_at', w.from).as('hour'),
      eb.fn.count<number>('o.id').distinct().as('orders'),
      eb.fn.sum<number>('oi.quantity').as('units'),
      eb.fn.sum<number>('oi.line_total').as('revenueCents'),
    ])
    .where('p.brand_id', '=', brandId)
    .where('o.status', 'in', PAID_ORDER_STATES)
    .where('o.paid_at', '>=', w.from)
    .where('o.paid_at', '<', w.to)
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({
    hour: Number(r.hour),
    orders: Number(r.orders),
    units: Number(r.units ?? 0),
    revenueCents: Number(r.revenueCents ?? 0),
  }));
}

export interface ContentRow {
  id: string;
  text: string | null;
  created_at: number;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
  reach: number;
}

/** An item's reach: its rows in a view table, one per member who saw it (the table's key). */
function reachOf(table: 'post_views' | 'reel_views' | 'long_video_views', column: string, itemRef: string) {
  return sql<number>`(select count(*) from ${sql.table(table)} where ${sql.ref(column)} = ${sql.ref(itemRef)})`;
}

/**
 * A brand's newest items of one kind in the window, newest first and no more than insights list, read
 * on the kind's index of (brand_id, created_at); `text` names the column holding the item's text.
 */
function newestOfBrand(
  db: Db,
  table: 'posts' | 'reels' | 'long_videos',
  text: 'content' | 'description' | 'title',
  brandId: string,
  w: Window,
) {
  return db
    .selectFrom(table)
    .select(['id', sql.ref<string | null>(text).as('text'), 'created_at'])
    .where('brand_id', '=', brandId)
    .where('created_at', '>=', w.from)
    .where('created_at', '<', w.to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(INSIGHT_CONTENT_LIMIT);
}

/** The brand's newest posts of the window (posts_brand_created_idx); a repost counts as a share. */
export async function brandPosts(db: Db, brandId: string, w: Window): Promise<ContentRow[]> {
  return newestOfBrand(db, 'posts', 'content', brandId, w)
    .select([
      'likes_count as likes',
      'comments_count as comments',
      sql<number>`shares_count + reposts_count`.as('shares'),
      'bookmarks_count as saves',
      reachOf('post_views', 'post_views.post_id', 'posts.id').as('reach'),
    ])
    .where('is_repost', '=', 0)
    .execute();
}

/** The brand's newest ready reels of the window (reels_brand_created_idx); reels keep no saves. */
export async function brandReels(db: Db, brandId: string, w: Window): Promise<ContentRow[]> {
  return newestOfBrand(db, 'reels', 'description', brandId, w)
    .select([
      'likes_count as likes',
      'comments_count as comments',
      'shares_count as shares',
      sql<null>`null`.as('saves'),
      reachOf('reel_views', 'reel_views.reel_id', 'reels.id').as('reach'),
    ])
    .where('status', '=', 'ready')
    .execute();
}

/** The brand's newest ready long videos of the window (long_videos_brand_created_idx): they keep no counters, only who watched. */
export async function brandVideos(db: Db, brandId: string, w: Window): Promise<ContentRow[]> {
  return newestOfBrand(db, 'long_videos', 'title', brandId, w)
    .select([
      sql<null>`null`.as('likes'),
      sql<null>`null`.as('comments'),
      sql<null>`null`.as('shares'),
      sql<null>`null`.as('saves'),
      reachOf('long_video_views', 'long_video_views.video_id', 'long_videos.id').as('reach'),
    ])
    .where('status', '=', 'ready')
    .execute();
}

/**
 * The brand's newest stories of the window (stories_brand_created_idx), with their viewers
 * (story_views' key). A story's views also mark it seen for its team, so the team is left out here,
 * as the view route leaves it out of the other kinds (decision 021).
 */
export async function brandStories(db: Db, brandId: string, w: Window): Promise<ContentRow[]> {
  return db
    .selectFrom('stories as s')
    .select((eb) => [
      's.id',
      's.title as text',
      's.created_at',
      's.likes_count as likes',
      sql<null>`null`.as('comments'),
      sql<number>`s.shares_count + s.reposts_count`.as('shares'),
      's.bookmarks_count as saves',
      eb
        .selectFrom('story_views as v')
        .select((v) => v.fn.countAll<number>().as('n'))
        .whereRef('v.story_id', '=', 's.id')
        .where((v) =>
          v.not(
            v.exists(
              v
                .selectFrom('brand_members as m')
                .select('m.user_id')
                .where('m.brand_id', '=', brandId)
                .whereRef('m.user_id', '=', 'v.user_id'),
            ),
          ),
        )
        .as('reach'),
    ])
    .where('s.brand_id', '=', brandId)
    .where('s.is_repost', '=', 0)
    .where('s.created_at', '>=', w.from)
    .where('s.created_at', '<', w.to)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(INSIGHT_CONTENT_LIMIT)
    .execute() as Promise<ContentRow[]>;
}
