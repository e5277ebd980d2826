import { z } from 'zod';

/** Why a media job failed for good, as the operator's console groups it. */
export const jobFailureCauses = ['timeout', 'stalled', 'error'] as const;

/** The media job queue as the operator's console shows it ('Fila de processamento'). */
export const jobQueueReplySchema = z.object({
  /** Whether jobs go through Redis to worker processes, or run inside the web server. */
  shared: z.boolean(),
  waiting: z.number().int().min(0),
  active: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** The latest failures, newest first. */
  failures: z.array(
    z.object({
      /** The job's kind ('reel', 'long-video', 'post-web-copy'…) and the id of its item. */
      kind: z.string(),
      itemId: z.string(),
      cause: z.enum(jobFailureCauses),
      /** The error's own words, technical, for the operator. */
      detail: z.string(),
      attempts: z.number().int().min(0),
      failedAt: z.string(),
    }),
  ),
});
export type JobQueueReply = z.infer<typeof jobQueueReplySchema>;
