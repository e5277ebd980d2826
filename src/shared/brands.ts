import { z } from 'zod';
import { brandSchema } from './catalog';
import { postSchema } from './posts';
import { reelSchema } from './reels';
import { longVideoSchema } from './videos';

/** A brand as the brand list shows it to the member: with whether they follow it. */
export const brandCardSchema = brandSchema.extend({ followedByMe: z.boolean() });
export type BrandCard = z.infer<typeof brandCardSchema>;

export const brandsListSchema = z.object({ brands: z.array(brandCardSchema) });
export type BrandsList = z.infer<typeof brandsListSchema>;

/** A brand's page: the brand with its bio and website, and what it has published and sells. */
export const brandPageSchema = z.object({
  /** `mutedByMe`: the viewer muted the brand (its content stays out of their feed, stories and reels). */
  brand: brandCardSchema.extend({ bio: z.string(), website: z.string().nullable(), mutedByMe: z.boolean() }),
  posts: z.array(postSchema),
  reels: z.array(reelSchema),
  /** Its ready long videos. */
  videos: z.array(longVideoSchema),
  /** Its store products, for the storefront API to show with live stock. */
  productIds: z.array(z.string()),
});
export type BrandPage = z.infer<typeof brandPageSchema>;
