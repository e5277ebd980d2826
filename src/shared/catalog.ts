import { z } from 'zod';

/** The twelve segment ids of the spec. */
export const segmentIds = [
  'carros',
  'motos',
  'restaurantes',
  'filmes',
  'series',
  'cinema',
  'musica',
  'moda',
  'hobby',
  'esportes',
  'ciencia',
  'tecnologia',
] as const;
export type SegmentId = (typeof segmentIds)[number];

export const segmentSchema = z.object({
  id: z.enum(segmentIds),
  label: z.string(),
  icon: z.string(),
  color: z.string(),
  followers: z.number().int(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const brandSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /** People who follow the brand (rows of brand_follows). */
  followers: z.number().int(),
  /** The same number as the cards print it ('1,2 mil'). */
  followersText: z.string(),
  verified: z.boolean(),
  segmentId: z.enum(segmentIds).nullable(),
  logoUrl: z.string(),
  coverUrl: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

/** The answer to following or unfollowing a brand or a segment. */
export const followingReplySchema = z.object({ following: z.boolean() });
export type FollowingReply = z.infer<typeof followingReplySchema>;
