import { z } from 'zod';
import { publishAsFields } from './publish-as';
import { ptBR } from './i18n/pt-BR';
import { moderationStateSchema } from './moderation';
import { productTagSchema, productTagsField } from './product-tags';
import {
  authorSchema,
  bookmarkReplySchema,
  likeReplySchema,
  mediaSchema,
  postStatsSchema,
  shareReplySchema,
  viewerActionsSchema,
} from './posts';
import { idParams } from './schema-parts';
import { HIGHLIGHT_TITLE_MAX, STORY_TITLE_MAX } from './story-rules';
import { displayText, multilineText } from './text-rules';

const t = ptBR.stories;

export {
  HIGHLIGHT_TITLE_MAX,
  HIGHLIGHTS_MAX,
  STORY_MAX_PER_AUTHOR,
  STORY_TITLE_MAX,
  STORY_TTL_MS,
  STRIP_MAX_AUTHORS,
} from './story-rules';

/** A story counts what a post does, but comments: it has none. */
export const storyStatsSchema = postStatsSchema.omit({ comments: true });

export const storySchema = z.object({
  id: z.string(),
  author: authorSchema,
  title: z.string().nullable(),
  media: mediaSchema,
  /** Sponsored: the strip marks it 'Publi'. */
  isPubli: z.boolean(),
  isRepost: z.boolean(),
  originalAuthorName: z.string().nullable(),
  isMine: z.boolean(),
  /** The viewer may delete it (and, for a post, change its text): their own, or their brand's when their team role may publish. */
  canManage: z.boolean(),
  seen: z.boolean(),
  stats: storyStatsSchema,
  ...viewerActionsSchema.shape,
  /** Why an operator holds it, for whoever may manage it (shared/moderation.ts). */
  moderation: moderationStateSchema.optional(),
  /** The store products it tags, read live (shared/product-tags.ts); empty when none. */
  productTags: z.array(productTagSchema),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Story = z.infer<typeof storySchema>;

/** One tile of the strip: an author and their live stories, oldest first (the order they play in). */
export const storyGroupSchema = z.object({
  author: authorSchema,
  isMine: z.boolean(),
  /** At least one story the viewer has not seen: the tile gets the coloured ring. */
  hasNew: z.boolean(),
  isPubli: z.boolean(),
  stories: z.array(storySchema),
});
export type StoryGroup = z.infer<typeof storyGroupSchema>;

export const storyStripSchema = z.object({ groups: z.array(storyGroupSchema) });
export type StoryStrip = z.infer<typeof storyStripSchema>;

export const storyIdParams = idParams;
export const storyReplySchema = z.object({ story: storySchema });
export type StoryReply = z.infer<typeof storyReplySchema>;
/** The member's kept stories (live or expired), newest first: what a highlight can be made from. */
export const myStoriesSchema = z.object({ stories: z.array(storySchema) });
export type MyStories = z.infer<typeof myStoriesSchema>;

/** The text fields sent with a story's file (multipart). */
export const createStoryFieldsSchema = z.object({
  title: displayText(z.string().trim()).max(STORY_TITLE_MAX, { error: t.titleTooLong }).optional(),
  alt: multilineText(z.string().trim()).max(300).optional(),
  /** The products it tags, as JSON text (shared/product-tags.ts); left out, none. */
  productTags: productTagsField,
  ...publishAsFields,
});

/** A story's like, bookmark and share answer as a post's do. */
export const storyLikeReplySchema = likeReplySchema;
export const storyBookmarkReplySchema = bookmarkReplySchema;
export const storyShareReplySchema = shareReplySchema;
export const storyRepostReplySchema = z.object({ story: storySchema, reposts: z.number().int() });
export type StoryRepostReply = z.infer<typeof storyRepostReplySchema>;
export const storySeenReplySchema = z.object({ seen: z.literal(true) });
export type StorySeenReply = z.infer<typeof storySeenReplySchema>;

export const highlightSchema = z.object({
  id: z.string(),
  title: z.string(),
  media: mediaSchema,
  /** Made from a story: its name cannot be changed. */
  fromStory: z.boolean(),
  createdAt: z.string(),
});
export type Highlight = z.infer<typeof highlightSchema>;

export const highlightTitleSchema = displayText(z.string({ error: t.highlightTitleRequired }).trim())
  .min(1, { error: t.highlightTitleRequired })
  .max(HIGHLIGHT_TITLE_MAX, { error: t.highlightTitleTooLong });

export const highlightsSchema = z.object({ highlights: z.array(highlightSchema) });
export type Highlights = z.infer<typeof highlightsSchema>;
export const highlightReplySchema = z.object({ highlight: highlightSchema });
export type HighlightReply = z.infer<typeof highlightReplySchema>;
/** `title`: the name the member chose; without one the story's title or day is used. */
export const highlightFromStorySchema = z
  .object({ storyId: z.string().min(1).max(64), title: highlightTitleSchema.optional() })
  .strict();
export const renameHighlightSchema = z.object({ title: highlightTitleSchema }).strict();
export type RenameHighlightInput = z.input<typeof renameHighlightSchema>;
export const createHighlightFieldsSchema = z.object({
  title: highlightTitleSchema,
  alt: multilineText(z.string().trim()).max(300).optional(),
});
export const highlightIdParams = idParams;
