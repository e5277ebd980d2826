import type { Kysely } from 'kysely';
import type { ExploreReel } from '../../../shared/explore';
import type { Database } from '../../db/schema';
import type { Storage } from '../../platform/storage';
import { topReelsByLikes } from '../reels/reels.service';

/** Explore's reels source: the top reels by likes (from the reels feature), as explore's grid shows them. */
export async function topReels(
  deps: { db: Kysely<Database>; storage: Storage },
  limit: number,
): Promise<ExploreReel[]> {
  const reels = await topReelsByLikes(deps.db, limit, deps.storage);
  return reels.flatMap((reel) =>
    reel.media
      ? [
          {
            id: reel.id,
            description: reel.description,
            media: reel.media,
            likes: reel.stats.likes,
            comments: reel.stats.comments,
            shares: reel.stats.shares,
            author: { name: reel.author.name, avatarUrl: reel.author.avatarUrl, verified: reel.author.verified },
          },
        ]
      : [],
  );
}
