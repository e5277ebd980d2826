import { z } from 'zod';
import { brandSchema, segmentSchema } from './catalog';
import { mediaSchema, postStatsSchema } from './posts';
import { cursorQuery, idParams, pagedReply, personRefSchema } from './schema-parts';

/** Views are not measured; the spec estimates them from likes. */
export const VIEWS_PER_LIKE = 15.3;
export const INSIGHTS_POSTS = 12;

export function estimatedViews(likes: number): number {
  return Math.round(likes * VIEWS_PER_LIKE);
}

/** A member as any other member sees them: no email, phone or referral code. */
export const publicMemberSchema = personRefSchema.extend({
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
  /** False for a private account the viewer does not follow, and for a member the viewer blocked. */
  postsVisible: z.boolean(),
  /** The viewer blocked this member: the page shows only who it is, and the way to unblock. */
  blockedByMe: z.boolean(),
  /** The viewer muted this member: their content stays out of the viewer's feed, stories and reels. */
  mutedByMe: z.boolean(),
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

export const memberIdParams = idParams;
export const memberReplySchema = z.object({ member: publicMemberSchema });
export type MemberReply = z.infer<typeof memberReplySchema>;

export const followReplySchema = z.object({
  following: z.boolean(),
  /** The member's account is private: the follow waits for their approval. */
  requested: z.boolean(),
  followers: z.number().int().nullable(),
});
export type FollowReply = z.infer<typeof followReplySchema>;

/** Who a member's followers and following lists show: one member each, as the viewer relates to them. */
export const followListKinds = ['followers', 'following'] as const;
export type FollowListKind = (typeof followListKinds)[number];

export const followListMemberSchema = publicMemberSchema.pick({
  id: true,
  name: true,
  avatarUrl: true,
  isMe: true,
  followedByMe: true,
  requestedByMe: true,
});
export type FollowListMember = z.infer<typeof followListMemberSchema>;

export const followListPageSchema = pagedReply('members', followListMemberSchema);
export type FollowListPage = z.infer<typeof followListPageSchema>;

export const followListQuerySchema = cursorQuery({ max: 50, default: 20 });

export const followedBrandsSchema = pagedReply('brands', brandSchema);
export type FollowedBrands = z.infer<typeof followedBrandsSchema>;
export const followedSegmentsSchema = z.object({ segments: z.array(segmentSchema) });
export type FollowedSegments = z.infer<typeof followedSegmentsSchema>;

/** What a post's insights count: its estimated views, then the counters every post carries. */
const insightCountsSchema = z.object({ views: z.number().int(), ...postStatsSchema.shape });

export const insightPostSchema = z.object({
  id: z.string(),
  content: z.string(),
  media: mediaSchema.nullable(),
  isRepost: z.boolean(),
  ...insightCountsSchema.shape,
  createdAt: z.string(),
});
export const insightsSchema = z.object({
  posts: z.array(insightPostSchema),
  totals: insightCountsSchema,
});
export type Insights = z.infer<typeof insightsSchema>;
