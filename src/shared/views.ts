import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { VIEW_BATCH_MAX, viewKinds } from './view-rules';

export * from './view-rules';

const e = ptBR.viewErrors;

/** `POST /api/views`: the items the member has just seen, up to VIEW_BATCH_MAX of them. */
export const viewsBodySchema = z
  .object({
    items: z
      .array(z.object({ kind: z.enum(viewKinds, { error: e.kind }), id: z.string().min(1).max(64) }).strict(), {
        error: e.batch(VIEW_BATCH_MAX),
      })
      .min(1, { error: e.batch(VIEW_BATCH_MAX) })
      .max(VIEW_BATCH_MAX, { error: e.batch(VIEW_BATCH_MAX) }),
  })
  .strict();
export type ViewsBody = z.infer<typeof viewsBodySchema>;

/** How many of the items were seen by this member for the first time, and so added to their reach. */
export const viewsReplySchema = z.object({ counted: z.number().int() });
export type ViewsReply = z.infer<typeof viewsReplySchema>;
