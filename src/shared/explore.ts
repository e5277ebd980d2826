import { z } from 'zod';
import { segmentSchema } from './catalog';
import { mediaSchema, postSchema } from './posts';
import { reelStatsSchema } from './reels';
import { personRefSchema } from './schema-parts';
import { storySchema } from './stories';

/** Spec §9: what explore gathers. */
export const EXPLORE_LIMITS = { segments: 5, posts: 12, reels: 6, stories: 4 } as const;

/** A reel as explore's grid shows it (the reels feature maps its reels to this). */
export const exploreReelSchema = z.object({
  id: z.string(),
  description: z.string(),
  media: mediaSchema,
  ...reelStatsSchema.shape,
  author: personRefSchema.pick({ name: true, avatarUrl: true }).extend({ verified: z.boolean() }),
});
export type ExploreReel = z.infer<typeof exploreReelSchema>;

export const exploreItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), post: postSchema }),
  z.object({ kind: z.literal('reel'), reel: exploreReelSchema }),
  z.object({ kind: z.literal('story'), story: storySchema }),
]);
export type ExploreItem = z.infer<typeof exploreItemSchema>;

export const exploreSchema = z.object({
  segments: z.array(segmentSchema),
  items: z.array(exploreItemSchema),
});
export type Explore = z.infer<typeof exploreSchema>;

/**
 * The grid's order: two posts, then a reel or a story (alternating while both last), and so on;
 * whatever is left of either list follows at the end.
 */
export function mixExplore<P, O>(posts: P[], reels: O[], stories: O[]): (P | O)[] {
  const others: O[] = [];
  for (let i = 0; i < Math.max(reels.length, stories.length); i++) {
    if (i < reels.length) others.push(reels[i]!);
    if (i < stories.length) others.push(stories[i]!);
  }
  const out: (P | O)[] = [];
  let p = 0;
  let o = 0;
  while (p < posts.length || o < others.length) {
    for (let k = 0; k < 2 && p < posts.length; k++) out.push(posts[p++]!);
    if (o < others.length) out.push(others[o++]!);
  }
  return out;
}
