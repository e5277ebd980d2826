import { z } from 'zod';
import { brandSchema } from './catalog';

/** A brand as the brand list shows it to the member: with whether they follow it. */
export const brandCardSchema = brandSchema.extend({ followedByMe: z.boolean() });
export type BrandCard = z.infer<typeof brandCardSchema>;

export const brandsListSchema = z.object({ brands: z.array(brandCardSchema) });
export type BrandsList = z.infer<typeof brandsListSchema>;

export { brandFollowUrl } from './follow-urls';
