import type { Kysely } from 'kysely';
import type { BrandPage } from '../../../shared/brands';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { isMuted } from '../privacy/mutes';
import { withdrawnFrom } from '../content/live-brands';
import { loadPosts } from '../posts/post-views';
import { loadReels } from '../reels/reels.service';
import { loadVideos } from '../videos/videos.service';
import { brandsByIds, isBrandLive } from './brands.service';

export interface BrandPageDeps {
  db: Kysely<Database>;
  storage: Storage;
}

/** The newest of each kind a brand page shows; the page is a summary, not an archive. */
const PAGE_POSTS = 30;
const PAGE_REELS = 12;
const PAGE_VIDEOS = 12;
/** A page of products, bounded like the store's own pages. */
const PAGE_PRODUCTS = 60;

/** The newest ready items of a brand in one kind of processed video, ids only. */
function readyIdsOf(db: Kysely<Database>, table: 'reels' | 'long_videos', brandId: string, limit: number) {
  return db
    .selectFrom(table)
    .select('id')
    .where('brand_id', '=', brandId)
    .where('status', '=', 'ready')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * A brand with its newest posts, ready reels and long videos (brands are public) and the ids of its
 * products on sale. A suspended brand's page is the usual 404, but for operators and its own team.
 */
export async function getBrandPage(deps: BrandPageDeps, viewerId: string, brandId: string): Promise<BrandPage> {
  const live = await isBrandLive(deps.db, brandId);
  // Operators and its own team still open a suspended brand's page, to see what the network no longer does.
  const includeSuspended = !live && (await withdrawnFrom(deps.db, viewerId, [brandId])).size === 0;
  const [profile, [brand], mutedByMe] = await Promise.all([
    deps.db.selectFrom('brands').select(['bio', 'website']).where('id', '=', brandId).executeTakeFirst(),
    brandsByIds(deps, viewerId, [brandId], { includeSuspended }),
    isMuted(deps.db, viewerId, 'brand', brandId),
  ]);
  if (!profile || !brand) throw new AppError(404, 'not_found');
  const [postRows, reelRows, videoRows, productRows] = await Promise.all([
    deps.db
      .selectFrom('posts')
      .select('id')
      .where('brand_id', '=', brandId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_POSTS)
      .execute(),
    readyIdsOf(deps.db, 'reels', brandId, PAGE_REELS),
    readyIdsOf(deps.db, 'long_videos', brandId, PAGE_VIDEOS),
    deps.db
      .selectFrom('store_products')
      .select('id')
      .where('brand_id', '=', brandId)
      .where('status', '=', 'published')
      .where('hidden', '=', 0)
      .where('deleted_at', 'is', null)
      .orderBy('position')
      .limit(PAGE_PRODUCTS)
      .execute(),
  ]);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  const [posts, reels, videos] = await Promise.all([
    loadPosts(deps, viewerId, ids(postRows)),
    loadReels(deps, viewerId, ids(reelRows)),
    loadVideos(deps, viewerId, ids(videoRows)),
  ]);
  return {
    brand: { ...brand, bio: profile.bio, website: profile.website, mutedByMe },
    posts,
    reels,
    videos,
    productIds: ids(productRows),
  };
}
