import { z } from 'zod';
import { publishAsFields } from './publish-as';
import { replyControlField, replyFieldsSchema } from './replies';
import { segmentIds } from './catalog';
import { ptBR } from './i18n/pt-BR';
import { moderationStateSchema } from './moderation';
import { productTagSchema, productTagsField } from './product-tags';
import { COMMENT_MAX, MENTION_NAME_SOURCE, POST_CONTENT_MAX } from './post-rules';
import { cursorQuery, idParams, pagedReply, personRefSchema } from './schema-parts';
import { multilineText } from './text-rules';

const t = ptBR.posts;

export { COMMENT_MAX, POST_CONTENT_MAX } from './post-rules';

/** A picture or a video as the browser shows it; `srcSet` lists the WebP renditions by width. */
export const mediaSchema = z.object({
  kind: z.enum(['image', 'video']),
  width: z.number().int(),
  height: z.number().int(),
  /** A tiny blurred picture (data URL) to show until the real one loads. */
  placeholder: z.string(),
  /** The widest rendition (the poster, for a video). */
  src: z.string(),
  srcSet: z.string(),
  alt: z.string().nullable(),
  videoUrl: z.string().nullable(),
  mime: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});
export type MediaView = z.infer<typeof mediaSchema>;

export const authorSchema = z.object({
  kind: z.enum(['member', 'brand']),
  ...personRefSchema.shape,
  verified: z.boolean(),
});
export type PostAuthor = z.infer<typeof authorSchema>;

export const postStatsSchema = z.object({
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  reposts: z.number().int(),
  bookmarks: z.number().int(),
});
export type PostStats = z.infer<typeof postStatsSchema>;

/** What the viewer did to a post or a story, and whether they may repost it. */
export const viewerActionsSchema = z.object({
  likedByMe: z.boolean(),
  bookmarkedByMe: z.boolean(),
  sharedByMe: z.boolean(),
  repostedByMe: z.boolean(),
  /** False for a private account's post or story (or a copy of one): it cannot be reposted. */
  reshareable: z.boolean(),
});

export const postSchema = z.object({
  id: z.string(),
  author: authorSchema,
  content: z.string(),
  media: mediaSchema.nullable(),
  segmentId: z.string().nullable(),
  isRepost: z.boolean(),
  originalPostId: z.string().nullable(),
  originalAuthorName: z.string().nullable(),
  /** The viewer wrote it: they may advertise it. */
  isMine: z.boolean(),
  /** The viewer may delete it (and, for a post, change its text): their own, or their brand's when their team role may publish. */
  canManage: z.boolean(),
  stats: postStatsSchema,
  ...viewerActionsSchema.shape,
  /** Why an operator holds it, for whoever may manage it (shared/moderation.ts). */
  moderation: moderationStateSchema.optional(),
  /** The store products it tags, read live (shared/product-tags.ts); empty when none. */
  productTags: z.array(productTagSchema),
  /** Who may comment, and whether the viewer may (decision 029): the client shows the box or a line instead. */
  ...replyFieldsSchema,
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const postContentSchema = multilineText(z.string().trim()).max(POST_CONTENT_MAX, { error: t.contentTooLong });

/** The text fields sent with the file of a new post (multipart). */
export const createPostFieldsSchema = z.object({
  content: postContentSchema.default(''),
  alt: multilineText(z.string().trim()).max(300).optional(),
  // A form field always arrives as text: an empty one means no segment.
  segmentId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(segmentIds, { error: ptBR.posts.segmentInvalid }).optional(),
  ),
  replyControl: replyControlField,
  /** The products it tags, as JSON text (shared/product-tags.ts); left out, none. */
  productTags: productTagsField,
  ...publishAsFields,
});

export const updatePostSchema = z.object({ content: postContentSchema }).strict();
export type UpdatePostInput = z.input<typeof updatePostSchema>;

export const postIdParams = idParams;

export const postReplySchema = z.object({ post: postSchema });
export type PostReply = z.infer<typeof postReplySchema>;

export const likeReplySchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export const bookmarkReplySchema = z.object({ bookmarked: z.boolean(), bookmarks: z.number().int() });
export const shareReplySchema = z.object({
  shared: z.literal(true),
  firstShare: z.boolean(),
  shares: z.number().int(),
});
export const repostReplySchema = z.object({ post: postSchema, reposts: z.number().int() });
export type LikeReply = z.infer<typeof likeReplySchema>;
export type BookmarkReply = z.infer<typeof bookmarkReplySchema>;
export type ShareReply = z.infer<typeof shareReplySchema>;
export type RepostReply = z.infer<typeof repostReplySchema>;

export const commentInputSchema = z.object({
  text: multilineText(z.string({ error: t.commentEmpty })).max(COMMENT_MAX, { error: t.commentTooLong }),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  text: z.string(),
  author: personRefSchema,
  /** Why an operator holds it, for whoever may manage it (shared/moderation.ts). */
  moderation: moderationStateSchema.optional(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentReplySchema = z.object({ comment: commentSchema, comments: z.number().int() });
export type CommentReply = z.infer<typeof commentReplySchema>;

/** Any list page: an opaque cursor to continue from, and how many to return. */
export const pageQuerySchema = cursorQuery({ max: 30, default: 10 });
export type PageQuery = z.input<typeof pageQuerySchema>;

export const commentsPageSchema = pagedReply('comments', commentSchema);
export type CommentsPage = z.infer<typeof commentsPageSchema>;
export const postsPageSchema = pagedReply('posts', postSchema);
export type PostsPage = z.infer<typeof postsPageSchema>;

/** Characters allowed in a mention: '@' then a name as the member wrote it (letters, digits, spaces between words). */
export { MENTION_NAME_SOURCE };
const MENTION = new RegExp(`@(${MENTION_NAME_SOURCE})`, 'gu');

/**
 * The names a text mentions: '@Ana Demo' → 'Ana Demo'. A mention takes the words after '@'
 * while they start with a capital letter, so 'oi @Ana Demo tudo bem' mentions 'Ana Demo';
 * each shorter prefix is offered too ('Ana'), and the longest existing name wins.
 */
export function mentionCandidates(text: string): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(MENTION)) {
    const words = m[1]!.split(' ');
    const prefixes: string[] = [];
    for (let i = words.length; i >= 1; i--)
      prefixes.push(
        words
          .slice(0, i)
          .join(' ')
          .replace(/[.,'-]+$/u, ''),
      );
    out.push(prefixes);
  }
  return out;
}
