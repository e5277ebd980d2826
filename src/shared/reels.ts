import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { authorSchema, mediaSchema } from './posts';
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

export const reelStatsSchema = z.object({
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
});

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
  createdAt: z.string(),
});
export type Reel = z.infer<typeof reelSchema>;

/** The text fields sent with a reel's video (multipart). */
export const createReelFieldsSchema = z.object({
  description: multilineText(z.string().trim()).max(REEL_DESCRIPTION_MAX, { error: t.descriptionTooLong }).default(''),
});

export const reelIdParams = z.object({ id: z.string().min(1).max(64) });
export const reelReplySchema = z.object({ reel: reelSchema });
export const reelsPageSchema = z.object({ reels: z.array(reelSchema), nextCursor: z.string().nullable() });
export type ReelsPage = z.infer<typeof reelsPageSchema>;

export const reelsQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

export const reelLikeReplySchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export const reelShareReplySchema = z.object({
  shared: z.literal(true),
  firstShare: z.boolean(),
  shares: z.number().int(),
});

export const reelCommentInputSchema = z.object({
  text: multilineText(z.string({ error: t.commentEmpty })).max(REEL_COMMENT_MAX, { error: t.commentTooLong }),
});

/** Blank after trimming: the reel rule answers 'Comentário vazio!'. */
export const isBlankComment = (text: string) => text.trim().length === 0;

export const reelCommentSchema = z.object({
  id: z.string(),
  reelId: z.string(),
  text: z.string(),
  author: z.object({ kind: z.enum(['member', 'brand']), id: z.string(), name: z.string(), avatarUrl: z.string() }),
  createdAt: z.string(),
});
export type ReelComment = z.infer<typeof reelCommentSchema>;

export const reelCommentReplySchema = z.object({ comment: reelCommentSchema, comments: z.number().int() });
export const reelCommentsPageSchema = z.object({
  comments: z.array(reelCommentSchema),
  nextCursor: z.string().nullable(),
});
export const reelCommentsQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
