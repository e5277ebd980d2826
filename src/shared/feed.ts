import { z } from 'zod';
import { pageQuerySchema, postsPageSchema } from './posts';

export const feedQuerySchema = pageQuerySchema;
export const feedPageSchema = postsPageSchema;
export type FeedPage = z.infer<typeof feedPageSchema>;

/**
 * The feed's order (spec section 9): the member's own posts newest first — the ones made just now
 * ('agora') come first by being the newest — then posts of followed brands, segments and members,
 * then everything else, each group newest first.
 */
export const feedTiers = { own: 0, followed: 1, rest: 2 } as const;
export type FeedTier = (typeof feedTiers)[keyof typeof feedTiers];
