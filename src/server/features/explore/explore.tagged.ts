import { TAGGED_ROW_LIMIT, taggedCardsSchema } from '../../../shared/tag-insights';
import { cacheTags } from '../../platform/cache-tags';
import { newestTaggedCards } from '../shoppable/tagged-content';
import type { ExploreDeps } from './explore.service';

/** Like explore's grid, the row drifts with writes it does not listen to (tags, stock, holds): kept briefly. */
const TAGGED_TTL_MS = 15_000;

/**
 * 'Compre pelo feed' as JSON text from the read cache: the newest content tagging products on sale,
 * each item read through its kind's loader for this viewer.
 */
export async function getTaggedRowText(deps: ExploreDeps, viewerId: string): Promise<string> {
  return deps.cache.get(
    `explore-tagged:${viewerId}`,
    async () => {
      const row = await newestTaggedCards(deps, viewerId, TAGGED_ROW_LIMIT);
      return {
        value: JSON.stringify(taggedCardsSchema.parse({ items: row.cards })),
        tags: [cacheTags.viewer(viewerId), cacheTags.anyPost, cacheTags.anyMedia, ...row.cacheTags],
      };
    },
    { ttlMs: TAGGED_TTL_MS },
  );
}
