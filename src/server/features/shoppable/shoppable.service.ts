import type { Kysely } from 'kysely';
import {
  MAX_TAG_CANDIDATES,
  type ProductTag,
  type ProductTagInput,
  type TaggableKind,
  type TagOpen,
} from '../../../shared/product-tags';
import type { Database } from '../../db/schema';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import { heldAmong } from '../content/held-content';
import { checkProductTags, writeProductTags } from '../content/product-tags';
import { productTagsOfItem, readTaggableProducts } from '../content/product-tag-views';
import { mayManage, publisherFor } from '../content/publisher';
import { mustSeePost } from '../posts/posts.service';
import { mustFindReady } from '../reels/reels.service';
import { mustFindVisible as mustSeeStory } from '../stories/stories.service';
import { mustFindVisible as mustSeeVideo } from '../videos/videos.service';
import * as q from './shoppable.queries';

export interface ShoppableDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  cache: ReadCache;
}

/** The cache tags of answers that show an item of this kind (see cache-tags.ts). */
function itemCacheTags(kind: TaggableKind, id: string): string[] {
  if (kind === 'post') return [cacheTags.post(id)];
  // Explore keeps reels and stories under one tag; long videos are not kept.
  if (kind === 'reel' || kind === 'story') return [cacheTags.anyMedia];
  return [];
}

/**
 * Replaces the tags of a published item, for whoever may manage it (its author; for a brand's, the
 * editors and owners of its team). A repost has its original's tags and none of its own.
 */
export async function setItemTags(
  deps: ShoppableDeps,
  memberId: string,
  item: { kind: TaggableKind; id: string },
  tags: ProductTagInput[],
): Promise<{ productTags: ProductTag[] }> {
  const row = await q.findTaggedItem(deps.db, item.kind, item.id);
  if (!row) throw new AppError(404, 'not_found');
  if (!(await mayManage(deps.db, memberId, row))) throw new AppError(403, 'forbidden');
  if (row.original_id) throw new AppError(403, 'forbidden');
  const checked = await checkProductTags(deps.db, row, tags, { image: row.media_kind === 'image' });
  await deps.db.transaction().execute((trx) => writeProductTags(trx, item, checked, deps.clock.now()));
  deps.cache.invalidate(...itemCacheTags(item.kind, item.id));
  return { productTags: await productTagsOfItem(deps.db, deps.storage, item.kind, item.id) };
}

/** Folds case and accents, so 'Café' finds 'cafe' on both databases. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * What the member may tag on an item they publish: as a brand (they must be allowed to publish as
 * it), its store products on sale and not hidden; as themself, their own shop products. Found by
 * title, at most MAX_TAG_CANDIDATES, as a tag would show them.
 */
export async function candidates(
  deps: ShoppableDeps,
  memberId: string,
  query: { asBrandId?: string | undefined; q?: string | undefined },
): Promise<{ products: ProductTag[] }> {
  const publisher = await publisherFor(deps.db, memberId, query.asBrandId);
  const rows = publisher.brand_id
    ? await q.storeCandidates(deps.db, publisher.brand_id)
    : await q.shopCandidates(deps.db, memberId);
  const wanted = fold(query.q ?? '');
  const ids = rows
    .filter((r) => fold(r.title).includes(wanted))
    .slice(0, MAX_TAG_CANDIDATES)
    .map((r) => r.id);
  const found = await readTaggableProducts(deps.db, deps.storage, {
    store: publisher.brand_id ? ids : [],
    shop: publisher.brand_id ? [] : ids,
  });
  return { products: ids.flatMap((id) => found.get(id) ?? []) };
}

/**
 * The item as the viewer may see it, through its kind's own rule (privacy, blocks, a suspended
 * brand, moderation holds), and the id of the item that carries its tags (a repost's original).
 * Whatever the kind's rule answers, a viewer who may not see it learns only that it is missing.
 */
async function mustSeeTaggedItem(deps: ShoppableDeps, viewerId: string, kind: TaggableKind, id: string) {
  try {
    switch (kind) {
      case 'post': {
        const row = await mustSeePost(deps.db, viewerId, id);
        return row.original_post_id ?? row.id;
      }
      case 'story': {
        const row = await mustSeeStory(deps, viewerId, id);
        // The story rule reads privacy and blocks; holds are read here, as every loader does.
        const held = await heldAmong(deps.db, 'story', viewerId, [row], {
          mode: 'item',
          root: (r) => r.original_story_id ?? r.id,
        });
        if (held.rows.length === 0) throw new AppError(404, 'not_found');
        return row.original_story_id ?? row.id;
      }
      case 'reel':
        return (await mustFindReady(deps.db, viewerId, id)).id;
      case 'video':
        return (await mustSeeVideo(deps.db, viewerId, id)).id;
    }
  } catch (err) {
    if (err instanceof AppError && err.status === 403) throw new AppError(404, 'not_found');
    throw err;
  }
}

/**
 * The viewer opened a tag's product sheet: kept for the item's insights and for attribution (the
 * last opening of a product within the window credits the sale). The item must be one the viewer
 * may see, and the product one it shows a tag of.
 */
export async function recordOpen(deps: ShoppableDeps, viewerId: string, open: TagOpen): Promise<void> {
  const itemId = await mustSeeTaggedItem(deps, viewerId, open.contentKind, open.contentId);
  const tags = await productTagsOfItem(deps.db, deps.storage, open.contentKind, itemId);
  if (!tags.some((t) => t.productId === open.productId)) throw new AppError(404, 'not_found');
  const at = deps.clock.now();
  await q.insertOpen(deps.db, {
    id: newId('tagopen', at),
    memberId: viewerId,
    kind: open.contentKind,
    contentId: itemId,
    productId: open.productId,
    at,
  });
}
