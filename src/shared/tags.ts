import { z } from 'zod';
import { exploreReelSchema } from './explore';
import { ptBR } from './i18n/pt-BR';
import { postSchema } from './posts';
import { cursorQuery, pagedReply } from './schema-parts';
import { isTagBody, TAG_MAX, tagSorts } from './tag-rules';

export * from './tag-rules';

/** The tag of /tag/{tag} and /api/tags/{tag}, with or without its '#'. */
export const tagParamsSchema = z.object({
  tag: z
    .string()
    .max(TAG_MAX * 4)
    .transform((s) => s.replace(/^#/u, '').normalize('NFC'))
    .refine(isTagBody, { error: ptBR.tags.invalid }),
});

export const tagPageQuerySchema = z.object({
  sort: z.enum(tagSorts, { error: ptBR.tags.invalidSort }).default('recent'),
  ...cursorQuery({ max: 30, default: 12 }).shape,
});
export type TagPageQuery = z.input<typeof tagPageQuerySchema>;

export const tagItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), post: postSchema }),
  z.object({ kind: z.literal('reel'), reel: exploreReelSchema }),
]);
export type TagItem = z.infer<typeof tagItemSchema>;

export const tagPageSchema = z.object({
  /** The tag as it is stored (lower case, no accents). */
  tag: z.string(),
  ...pagedReply('items', tagItemSchema).shape,
});
export type TagPage = z.infer<typeof tagPageSchema>;

/** '@Ana Demo' as written in a text, to find the member it names. */
export const mentionQuerySchema = z.object({
  name: z.string().trim().min(1, { error: ptBR.tags.mentionInvalid }).max(200, { error: ptBR.tags.mentionInvalid }),
});

/** The member a mention names, or null when no one (or more than one member) has that name. */
export const mentionReplySchema = z.object({ memberId: z.string().nullable() });
export type MentionReply = z.infer<typeof mentionReplySchema>;
