import { z } from 'zod';
import { segmentIds, segmentSchema } from './catalog';
import { postsPageSchema } from './posts';

/** Demo images per segment (spec §3). */
export const SEGMENT_IMAGES = 12;

/** A segment as the segment list shows it to the member: with whether they follow it. */
export const segmentCardSchema = segmentSchema.extend({ followedByMe: z.boolean() });
export type SegmentCard = z.infer<typeof segmentCardSchema>;

export const segmentsListSchema = z.object({ segments: z.array(segmentCardSchema) });
export type SegmentsList = z.infer<typeof segmentsListSchema>;

/** Any string: an unknown id answers 404 (the page shows the 404 page), not a validation error. */
export const segmentIdParams = z.object({ segmentId: z.string().min(1).max(64) });

export const segmentImageSchema = z.object({
  id: z.string(),
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The dominant colour, painted while the picture loads. */
  color: z.string(),
  alt: z.string(),
  likes: z.number().int(),
});
export type SegmentImage = z.infer<typeof segmentImageSchema>;

export const segmentDetailSchema = z.object({
  segment: segmentCardSchema,
  images: z.array(segmentImageSchema),
});
export type SegmentDetail = z.infer<typeof segmentDetailSchema>;

export const segmentPostsSchema = postsPageSchema;

export const isSegmentId = (v: string | undefined): v is (typeof segmentIds)[number] =>
  (segmentIds as readonly (string | undefined)[]).includes(v);
