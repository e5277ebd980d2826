import type { Kysely } from 'kysely';
import type { BrandPage } from '../../../shared/brands';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { loadPosts } from '../posts/post-views';
import { loadReels } from '../reels/reels.service';
import { brandsByIds } from './brands.service';

export interface BrandPageDeps {
  db: Kysely<Database>;
  storage: Storage;
}

/** The newest of each kind a brand page shows; the page is a summary, not an archive. */
const PAGE_POSTS = 30;
const PAGE_REELS = 12;
/** Products are matched by their catalogue metadata; the scan is bounded like the store's own pages. */
const PRODUCTS_SCANNED = 500;

function brandOf(metadata: string | null): unknown {
  try {
    return (JSON.parse(metadata ?? '{}') as { brand?: unknown }).brand;
  } catch {
    return undefined;
  }
}

/** A brand with its newest posts and ready reels (brands are public) and the ids of its products on sale. */
export async function getBrandPage(deps: BrandPageDeps, viewerId: string, brandId: string): Promise<BrandPage> {
  const [brand] = await brandsByIds(deps, viewerId, [brandId]);
  if (!brand) throw new AppError(404, 'not_found');
  const [postRows, reelRows, productRows] = await Promise.all([
    deps.db
      .selectFrom('posts')
      .select('id')
      .where('brand_id', '=', brandId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_POSTS)
      .execute(),
    deps.db
      .selectFrom('reels')
      .select('id')
      .where('brand_id', '=', brandId)
      .where('status', '=', 'ready')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_REELS)
      .execute(),
    deps.db
      .selectFrom('store_products')
      .select(['id', 'metadata'])
      .where('status', '=', 'published')
      .where('hidden', '=', 0)
      .where('deleted_at', 'is', null)
      .orderBy('position')
      .limit(PRODUCTS_SCANNED)
      .execute(),
  ]);
  const [posts, reels] = await Promise.all([
    loadPosts(
      deps,
      viewerId,
      postRows.map((r) => r.id),
    ),
    loadReels(
      deps,
      viewerId,
      reelRows.map((r) => r.id),
    ),
  ]);
  return {
    brand,
    posts,
    reels,
    productIds: productRows.filter((r) => brandOf(r.metadata) === brandId).map((r) => r.id),
  };
}
