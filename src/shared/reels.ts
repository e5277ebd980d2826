import { z } from 'zod';
import { publishAsFields } from './publish-as';
import { replyControlField, replyFieldsSchema } from './replies';
import { ptBR } from './i18n/pt-BR';
import { moderationStateSchema } from './moderation';
import { productTagSchema, productTagsField } from './product-tags';
import { authorSchema, likeReplySchema, mediaSchema, postStatsSchema, shareReplySchema } from './posts';
import { cursorQuery, idParams, pagedReply } from './schema-parts';
import { multilineText } from './text-rules';
import { VIDEO_LIMITS } from './video-rules';

const t = ptBR.reels;

/** Reels are short: anything longer is refused at upload. */
export const REEL_MAX_DURATION_MS = VIDEO_LIMITS.reel.maxDurationMs;
export const REEL_DESCRIPTION_MAX = 2200;
export const REEL_COMMENT_MAX = 1000;
/** Share of a reel that must be on screen for it to play (the spec's 0.7). */
export const REEL_VISIBLE_THRESHOLD = 0.7;

/**
 * A video item's life: 'processing' right after the upload (only its author sees it), then
 * 'ready' for everyone, or 'failed' with a reason shown to its author.
 */
export const mediaStatusSchema = z.enum(['processing', 'ready', 'failed']);
export type MediaStatus = z.infer<typeof mediaStatusSchema>;

/** A reel counts what a post does, but reposts and bookmarks. */
export const reelStatsSchema = postStatsSchema.pick({ likes: true, comments: true, shares: true });

export const reelSchema = z.object({
  id: z.string(),
  author: authorSchema,
  description: z.string(),
  status: mediaStatusSchema,
  /** Why processing failed, in pt-BR; only its author ever sees a failed reel. */
  error: z.string().nullable(),
  /** Null until the video is ready. */
  media: mediaSchema.nullable(),
  stats: reelStatsSchema,
  likedByMe: z.boolean(),
  sharedByMe: z.boolean(),
  isMine: z.boolean(),
  /** The viewer may delete it (and, for a post, change its text): their own, or their brand's when their team role may publish. */
  canManage: z.boolean(),
  /** Why an operator holds it, for whoever may manage it (shared/moderation.ts). */
  moderation: moderationStateSchema.optional(),
  /** The store products it tags, read live (shared/product-tags.ts); empty when none. */
  productTags: z.array(productTagSchema),
  /** Who may comment, and whether the viewer may (decision 029). */
  ...replyFieldsSchema,
  createdAt: z.string(),
});
export type Reel = z.infer<typeof reelSchema>;

/** The text fields sent with a reel's video (multipart). */
export const createReelFieldsSchema = z.object({
  description: multilineText(z.string().trim()).max(REEL_DESCRIPTION_MAX, { error: t.descriptionTooLong }).default(''),
  replyControl: replyControlField,
  /** The products it tags, as JSON text (shared/product-tags.ts); left out, none. */
  productTags: productTagsField,
  ...publishAsFields,
});

export const reelIdParams = idParams;
export const reelReplySchema = z.object({ reel: reelSchema });
export type ReelReply = z.infer<typeof reelReplySchema>;
export const reelsPageSchema = pagedReply('reels', reelSchema);
export type ReelsPage = z.infer<typeof reelsPageSchema>;

export const reelsQuerySchema = cursorQuery({ max: 20, default: 5 });

/** A reel's like and share answer as a post's do. */
export const reelLikeReplySchema = likeReplySchema;
export const reelShareReplySchema = shareReplySchema;

export const reelCommentInputSchema = z.object({
  text: multilineText(z.string({ error: t.commentEmpty })).max(REEL_COMMENT_MAX, { error: t.commentTooLong }),
});

/** Blank after trimming: the reel rule answers 'Comentário vazio!'. */
export const isBlankComment = (text: string) => text.trim().length === 0;

export const reelCommentSchema = z.object({
  id: z.string(),
  reelId: z.string(),
  text: z.string(),
  author: authorSchema.omit({ verified: true }),
  /** Why an operator holds it, for its author (shared/moderation.ts). */
  moderation: moderationStateSchema.optional(),
  createdAt: z.string(),
});
export type ReelComment = z.infer<typeof reelCommentSchema>;

export const reelCommentReplySchema = z.object({ comment: reelCommentSchema, comments: z.number().int() });
export type ReelCommentReply = z.infer<typeof reelCommentReplySchema>;
export const reelCommentsPageSchema = pagedReply('comments', reelCommentSchema);
export type ReelCommentsPage = z.infer<typeof reelCommentsPageSchema>;
export const reelCommentsQuerySchema = cursorQuery({ max: 50, default: 20 });
