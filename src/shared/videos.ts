import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { authorSchema, mediaSchema } from './posts';
import { mediaStatusSchema } from './reels';

const t = ptBR.videos;

export const LONG_VIDEO_MAX_DURATION_MS = 60 * 60_000;
export const VIDEO_TITLE_MAX = 120;
export const VIDEO_DESCRIPTION_MAX = 5000;
/** The right panel: up to this many of the member's own videos, then the demo ones. */
export const FEATURED_OWN_MAX = 5;
export const FEATURED_DEMO_COUNT = 3;

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
  createdAt: z.string(),
});
export type LongVideo = z.infer<typeof longVideoSchema>;

/** The text fields sent with a long video (multipart); title and video are required. */
export const createVideoFieldsSchema = z.object({
  title: z
    .string({ error: t.required.title })
    .trim()
    .min(1, { error: t.required.title })
    .max(VIDEO_TITLE_MAX, { error: t.titleTooLong }),
  description: z.string().trim().max(VIDEO_DESCRIPTION_MAX, { error: t.descriptionTooLong }).default(''),
});

export const videoIdParams = z.object({ id: z.string().min(1).max(64) });
export const videoReplySchema = z.object({ video: longVideoSchema });
/** The member's own videos first (newest first, any state), then the demo ones. */
export const featuredVideosSchema = z.object({ videos: z.array(longVideoSchema) });
export type FeaturedVideos = z.infer<typeof featuredVideosSchema>;
export const videosPageSchema = z.object({ videos: z.array(longVideoSchema), nextCursor: z.string().nullable() });
export const videosQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(30).default(10),
});

/** '3:07', '1:02:45': how a duration reads on a thumbnail; 'N/A' when unknown. */
export function formatDuration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return t.durationUnknown;
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
