import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { asBrandIdField } from './publish-as';
import { MAX_PRODUCT_TAGS, taggableKinds, taggedProductKinds, tagStockStates } from './product-tag-rules';

export * from './product-tag-rules';

/**
 * Product tags on content (decision 030): a brand's post, reel, story or long video tags up to five
 * of the brand's store products; a member's own content tags products of their personal store. The
 * tag is read live with its product: price, sale price and stock come from the store at read time.
 */

const t = ptBR.productTags;

const point = z.number({ error: t.invalidPoint }).min(0, t.invalidPoint).max(1, t.invalidPoint);

/** One tag as the composer sends it: the product and, on an image, where it sits (0..1 of width and height). */
export const productTagInputSchema = z
  .object({
    productId: z.string().min(1).max(100),
    x: point.optional(),
    y: point.optional(),
  })
  .refine((tag) => (tag.x === undefined) === (tag.y === undefined), { message: t.invalidPoint });
export type ProductTagInput = z.infer<typeof productTagInputSchema>;

export const productTagsInputSchema = z
  .array(productTagInputSchema)
  .max(MAX_PRODUCT_TAGS, t.tooMany)
  .refine((tags) => new Set(tags.map((tag) => tag.productId)).size === tags.length, { message: t.duplicated });

/** A tag as every reader of the content gets it. */
export const productTagSchema = z.object({
  productId: z.string(),
  kind: z.enum(taggedProductKinds),
  title: z.string(),
  /** What it costs now, in cents: the sale price when there is one. */
  price: z.number().int(),
  /** The normal price, struck through beside a sale price; null when there is no sale. */
  listPrice: z.number().int().nullable(),
  stock: z.enum(tagStockStates),
  image: z.string().nullable(),
  x: z.number().nullable(),
  y: z.number().nullable(),
});
export type ProductTag = z.infer<typeof productTagSchema>;

/** A member opened a tag (the product sheet): counted for the content, and remembered for attribution. */
export const tagOpenSchema = z.object({
  contentKind: z.enum(taggableKinds),
  contentId: z.string().min(1).max(100),
  productId: z.string().min(1).max(100),
});
export type TagOpen = z.infer<typeof tagOpenSchema>;

/**
 * The field every create form sends with its upload: the tags as JSON text (a form field always
 * arrives as text); left out or empty, the item tags nothing.
 */
export const productTagsField = z.preprocess((v) => {
  if (v === undefined || v === '') return [];
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, productTagsInputSchema);

/** PUT /api/product-tags/:kind/:id: the item's tags after publishing, replacing them all. */
export const setProductTagsSchema = z.object({ tags: productTagsInputSchema }).strict();
export const productTagsReplySchema = z.object({ productTags: z.array(productTagSchema) });
export const tagCandidatesReplySchema = z.object({ products: z.array(productTagSchema) });

/** PUT /api/product-tags/:kind/:id: the item whose tags change. */
export const productTagsParamsSchema = z.object({
  kind: z.enum(taggableKinds),
  id: z.string().min(1).max(100),
});

/**
 * GET /api/product-tags/candidates: what the member may tag, publishing as `asBrandId` (the brand's
 * store) or as themself (their own shop), found by title.
 */
export const tagCandidatesQuerySchema = z.object({
  asBrandId: asBrandIdField,
  q: z.string().trim().max(100).optional(),
});
/** The tag picker lists at most this many products. */
export const MAX_TAG_CANDIDATES = 20;
