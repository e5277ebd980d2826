import { z } from 'zod';
import { publishAsFields } from './publish-as';
import { replyControlField, replyFieldsSchema } from './replies';
import { ptBR } from './i18n/pt-BR';
import { moderationStateSchema } from './moderation';
import { productTagSchema, productTagsField } from './product-tags';
import { authorSchema, mediaSchema } from './posts';
import { mediaStatusSchema } from './reels';
import { cursorQuery, idParams, pagedReply } from './schema-parts';
import { displayText, multilineText } from './text-rules';
import { VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from './video-rules';

const t = ptBR.videos;

export {
  FEATURED_DEMO_COUNT,
  FEATURED_OWN_MAX,
  formatDuration,
  LONG_VIDEO_MAX_DURATION_MS,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_TITLE_MAX,
} from './video-rules';

export const longVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  author: authorSchema,
  status: mediaStatusSchema,
  error: z.string().nullable(),
  media: mediaSchema.nullable(),
  /** The real duration (ffprobe of the stored file); null while processing. */
  durationMs: z.number().int().nullable(),
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
export type LongVideo = z.infer<typeof longVideoSchema>;

/** The text fields sent with a long video (multipart); title and video are required. */
export const createVideoFieldsSchema = z.object({
  title: displayText(z.string({ error: t.required.title }).trim())
    .min(1, { error: t.required.title })
    .max(VIDEO_TITLE_MAX, { error: t.titleTooLong }),
  description: multilineText(z.string().trim()).max(VIDEO_DESCRIPTION_MAX, { error: t.descriptionTooLong }).default(''),
  replyControl: replyControlField,
  /** The products it tags, as JSON text (shared/product-tags.ts); left out, none. */
  productTags: productTagsField,
  ...publishAsFields,
});

export const videoIdParams = idParams;
export const videoReplySchema = z.object({ video: longVideoSchema });
export type VideoReply = z.infer<typeof videoReplySchema>;
/** The member's own videos first (newest first, any state), then the demo ones. */
export const featuredVideosSchema = z.object({ videos: z.array(longVideoSchema) });
export type FeaturedVideos = z.infer<typeof featuredVideosSchema>;
export const videosPageSchema = pagedReply('videos', longVideoSchema);
export const videosQuerySchema = cursorQuery({ max: 30, default: 10 });
