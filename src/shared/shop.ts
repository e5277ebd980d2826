import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { moderationStateSchema } from './moderation';
import { mediaSchema } from './posts';
import { pagedReply } from './schema-parts';
import { displayText, multilineText } from './text-rules';

const s = ptBR.shop;

export const MAX_PRODUCT_PRICE_CENTS = 1_000_000_00;
export const MAX_PRODUCT_IMAGE_BYTES = 10 * 1024 * 1024;
export const PRODUCTS_PAGE_SIZE = 24;

/** The text fields of a product; the image travels beside them in the same multipart form. */
export const productFieldsSchema = z.object({
  name: displayText(z.string().trim()).max(80, { error: s.nameTooLong }),
  priceCents: z.number().int().min(0).max(MAX_PRODUCT_PRICE_CENTS, { error: s.priceTooHigh }).nullable(),
  description: multilineText(z.string().trim()).max(1000, { error: s.descriptionTooLong }),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;

/** Name, price and image are required (spec section 5): true when one of them is missing. */
export function missingRequiredProductFields(
  fields: { name: string; priceCents: number | null },
  hasImage: boolean,
): boolean {
  return !fields.name.trim() || fields.priceCents === null || fields.priceCents <= 0 || !hasImage;
}

export const storeNameSchema = z.object({
  storeName: displayText(z.string().trim())
    .min(1, { error: s.storeNameRequired })
    .max(60, { error: s.storeNameTooLong }),
});
export type StoreNameInput = z.input<typeof storeNameSchema>;

export const shopProductSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  description: z.string(),
  /** WebP renditions, size and the blurred placeholder shown while it loads. */
  image: mediaSchema,
  likes: z.number().int(),
  isLiked: z.boolean(),
  /** Why an operator holds it, for whoever may manage it (shared/moderation.ts). */
  moderation: moderationStateSchema.optional(),
  createdAt: z.string(),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const productPageSchema = pagedReply('items', shopProductSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

export const myShopSchema = z.object({ storeName: z.string() });
export type MyShop = z.infer<typeof myShopSchema>;

export const likeReplySchema = z.object({ likes: z.number().int(), isLiked: z.boolean() });
export type ProductLikeReply = z.infer<typeof likeReplySchema>;
