import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from './admin-rules';
import { segmentIds } from './catalog';
import { ptBR } from './i18n/pt-BR';
import { teamRoles } from './brand-roles';
import { pagedReply } from './schema-parts';

const e = ptBR.adminBrandErrors;

export const BRAND_NAME_MAX = 60;
export const BRAND_CATEGORY_MAX = 40;
export const BRAND_BIO_MAX = 300;
export const BRAND_WEBSITE_MAX = 200;

/**
 * A brand's id from its name: lower case, accents dropped, anything else a single hyphen
 * ('Café & Cia' → 'cafe-cia'). Empty when the name has no letter or digit.
 */
export function brandSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
}

/** Only web addresses a browser opens as a page: no javascript:, data: or mailto: links on a brand page. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const nameSchema = z
  .string({ error: e.nameRequired })
  .trim()
  .min(1, { error: e.nameRequired })
  .max(BRAND_NAME_MAX, { error: e.nameTooLong(BRAND_NAME_MAX) })
  .refine((name) => brandSlug(name).length > 0, { error: e.nameNeedsLetters });

const categorySchema = z
  .string({ error: e.categoryRequired })
  .trim()
  .min(1, { error: e.categoryRequired })
  .max(BRAND_CATEGORY_MAX, { error: e.categoryTooLong(BRAND_CATEGORY_MAX) });

const bioSchema = z
  .string()
  .trim()
  .max(BRAND_BIO_MAX, { error: e.bioTooLong(BRAND_BIO_MAX) });

/** Empty means no website; anything else must be an http(s) address. */
const websiteSchema = z
  .string({ error: e.websiteInvalid })
  .trim()
  .max(BRAND_WEBSITE_MAX, { error: e.websiteTooLong(BRAND_WEBSITE_MAX) })
  .refine((text) => text === '' || isWebUrl(text), { error: e.websiteInvalid })
  .transform((text) => (text === '' ? null : text));

/** What the operator writes about a brand, when creating it. */
export const brandInputSchema = z.object({
  name: nameSchema,
  category: categorySchema,
  segmentId: z.enum(segmentIds, { error: e.segmentInvalid }),
  bio: bioSchema.default(''),
  website: websiteSchema.prefault(''),
});
export type BrandInput = z.input<typeof brandInputSchema>;
export type BrandFields = z.output<typeof brandInputSchema>;

/** An edit: any of the same fields; the id stays what it was. */
export const brandPatchSchema = z.object({
  name: nameSchema.optional(),
  category: categorySchema.optional(),
  segmentId: z.enum(segmentIds, { error: e.segmentInvalid }).optional(),
  bio: bioSchema.optional(),
  website: websiteSchema.optional(),
});
export type BrandPatch = z.input<typeof brandPatchSchema>;

/** A brand as the console lists it: suspended ones too. */
export const adminBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  segmentId: z.enum(segmentIds).nullable(),
  bio: z.string(),
  website: z.string().nullable(),
  logoUrl: z.string(),
  coverUrl: z.string(),
  verified: z.boolean(),
  suspended: z.boolean(),
  followers: z.number().int(),
  followersText: z.string(),
  owners: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const adminBrandsQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
  cursor: z.string().max(300).optional(),
});

export const adminBrandsPageSchema = pagedReply('brands', adminBrandSchema);
export type AdminBrandsPage = z.infer<typeof adminBrandsPageSchema>;

export const adminBrandReplySchema = z.object({ brand: adminBrandSchema });
export type AdminBrandReply = z.infer<typeof adminBrandReplySchema>;

export const brandImageKinds = ['logo', 'cover'] as const;
export type BrandImageKind = (typeof brandImageKinds)[number];

export const adminBrandParams = z.object({ brandId: z.string().min(1).max(64) });
export const adminBrandImageParams = adminBrandParams.extend({ kind: z.enum(brandImageKinds) });

/** A member's place on a brand's team, as the console's member list shows it. */
export const memberTeamSchema = z.object({
  brandId: z.string(),
  brandName: z.string(),
  role: z.enum(teamRoles),
});
export type MemberTeam = z.infer<typeof memberTeamSchema>;
