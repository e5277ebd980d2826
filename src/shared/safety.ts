import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { personRefSchema } from './schema-parts';
import { MAX_HIDDEN_WORD, MAX_HIDDEN_WORDS, normaliseWord } from './safety-rules';

const s = ptBR.safety;

/*
 * Blocks, mutes and hidden words (decision 026). A block stands between two members, or between a
 * brand and a member, both ways; a mute is one member's private choice about a member or a brand;
 * hidden words fold posts and comments for the member who chose them.
 */

export const muteKinds = ['member', 'brand'] as const;
export type MuteKind = (typeof muteKinds)[number];

/** A brand's blocks are kept by its owners and editors; without it, the member's own. */
export const blockScopeQuery = z.object({ brandId: z.string().min(1).max(64).optional() }).strict();
export const blockBodySchema = z.object({ brandId: z.string().min(1).max(64).optional() }).strict();
export const blockParams = z.object({ memberId: z.string().min(1).max(64) });

export const blockedAccountSchema = z.object({ member: personRefSchema, createdAt: z.number() });
export type BlockedAccount = z.infer<typeof blockedAccountSchema>;
export const blocksReplySchema = z.object({ items: z.array(blockedAccountSchema) });
export const blockReplySchema = z.object({ blocked: z.boolean() });

export const muteParams = z.object({ kind: z.enum(muteKinds), id: z.string().min(1).max(64) });
export const mutedAccountSchema = z.object({
  kind: z.enum(muteKinds),
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  createdAt: z.number(),
});
export type MutedAccount = z.infer<typeof mutedAccountSchema>;
export const mutesReplySchema = z.object({ items: z.array(mutedAccountSchema) });
export const muteReplySchema = z.object({ muted: z.boolean() });

export const hiddenWordSchema = z
  .string({ error: s.wordEmpty })
  .transform((w) => w.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: s.wordEmpty })
      .max(MAX_HIDDEN_WORD, { error: s.wordTooLong })
      .refine((w) => normaliseWord(w).length > 0, { error: s.wordEmpty }),
  );
export const hiddenWordBodySchema = z.object({ word: hiddenWordSchema }).strict();
export const hiddenWordParams = z.object({ word: z.string().min(1).max(200) });
export const hiddenWordItemSchema = z.object({ word: z.string(), createdAt: z.number() });
export const hiddenWordsReplySchema = z.object({ items: z.array(hiddenWordItemSchema) });
export const hiddenWordReplySchema = z.object({ word: z.string() });
export { MAX_HIDDEN_WORDS };
