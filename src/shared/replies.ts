import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { DEFAULT_REPLY_CONTROL, replyControls } from './reply-rules';
import { idParams, pagedReply } from './schema-parts';

const t = ptBR.replies;

export { replyControls, type ReplyControl } from './reply-rules';

export const replyControlSchema = z.enum(replyControls, { error: t.invalid });

/** The choice sent with an upload (a form field: an empty one means the default). */
export const replyControlField = z.preprocess(
  (v) => (v === '' || v === undefined ? DEFAULT_REPLY_CONTROL : v),
  replyControlSchema,
);

/** What an item's read says about comments: the author's choice, and whether this viewer may comment. */
export const replyFieldsSchema = { replyControl: replyControlSchema, canComment: z.boolean() };

export const replyControlBodySchema = z.object({ replyControl: replyControlSchema }).strict();
export type ReplyControlBody = z.infer<typeof replyControlBodySchema>;
export const replyControlReplySchema = z.object(replyFieldsSchema);
export type ReplyControlReply = z.infer<typeof replyControlReplySchema>;

export const commentParams = idParams.extend({ commentId: z.string().min(1).max(64) });

export const commentHiddenReplySchema = z.object({ hidden: z.boolean() });
export type CommentHiddenReply = z.infer<typeof commentHiddenReplySchema>;

/** The hidden comments of an item, for who manages it: a page of them and how many there are. */
export function hiddenCommentsPage<T extends z.ZodType>(comment: T) {
  return pagedReply('comments', comment).extend({ total: z.number().int() });
}

/** A page of hidden comments as the client reads it: the comments, the next cursor and the total. */
export interface HiddenCommentsPage<C> {
  comments: C[];
  nextCursor: string | null;
  total: number;
}
