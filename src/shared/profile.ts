import { z } from 'zod';
import { brandSchema, segmentSchema } from './catalog';
import { mediaSchema } from './posts';

/** Views are not measured; the spec estimates them from likes. */
export const VIEWS_PER_LIKE = 15.3;
export const INSIGHTS_POSTS = 12;

export function estimatedViews(likes: number): number {
  return Math.round(likes * VIEWS_PER_LIKE);
}

/** A member as any other member sees them: no email, phone or referral code. */
export const publicMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  /** Null when the member hides their counters (privacy settings). */
  followers: z.number().int().nullable(),
  following: z.number().int().nullable(),
  postsCount: z.number().int().nullable(),
  isMe: z.boolean(),
  followedByMe: z.boolean(),
  /** A follow of this private account waits for the member's approval. */
  requestedByMe: z.boolean(),
  /** False for a private account the viewer does not follow. */
  postsVisible: z.boolean(),
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

export const memberIdParams = z.object({ id: z.string().min(1).max(64) });

export const followReplySchema = z.object({
  following: z.boolean(),
  /** The member's account is private: the follow waits for their approval. */
  requested: z.boolean(),
  followers: z.number().int().nullable(),
});

export const followedBrandsSchema = z.object({ brands: z.array(brandSchema), nextCursor: z.string().nullable() });
export const followedSegmentsSchema = z.object({ segments: z.array(segmentSchema) });

export const insightPostSchema = z.object({
  id: z.string(),
  content: z.string(),
  media: mediaSchema.nullable(),
  isRepost: z.boolean(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  reposts: z.number().int(),
  bookmarks: z.number().int(),
  createdAt: z.string(),
});
export const insightsSchema = z.object({
  posts: z.array(insightPostSchema),
  totals: insightPostSchema.pick({
    views: true,
    likes: true,
    comments: true,
    shares: true,
    reposts: true,
    bookmarks: true,
  }),
});
export type Insights = z.infer<typeof insightsSchema>;
