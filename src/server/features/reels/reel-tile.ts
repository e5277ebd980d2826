import type { ExploreReel } from '../../../shared/explore';
import type { Reel } from '../../../shared/reels';

/** Reels as grid tiles (explore's and a tag page's); a reel whose video is not ready has no tile. */
export function reelTiles(reels: readonly Reel[]): ExploreReel[] {
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
