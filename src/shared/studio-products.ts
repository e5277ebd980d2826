import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { pagedReply } from './schema-parts';
import { displayText, multilineText } from './text-rules';

/*
 * A brand's products as its team edits them in the studio (/studio/:brandId). Money is in cents of
 * BRL, the store's unit; the form types prices the pt-BR way ('1.234,56') and this file turns them
 * into cents, so the form and the route validate with the same rules.
 */

const e = ptBR.studioProductErrors;

export const STUDIO_PRODUCT_IMAGES_MAX = 12;
export const STUDIO_PRODUCT_OPTIONS_MAX = 3;
export const STUDIO_PRODUCT_VARIANTS_MAX = 100;
export const STUDIO_PRODUCTS_PAGE_SIZE = 20;
/** R$ 1.000.000,00 */
export const PRICE_MAX_CENTS = 100_000_000;
export const STOCK_MAX = 1_000_000;
export const DESCRIPTION_MAX = 20_000;

const text = (max: number) => displayText(z.string().trim()).max(max);
const priceCents = z
  .number({ error: e.priceInvalid })
  .int({ error: e.priceInvalid })
  .min(1, { error: e.pricePositive })
  .max(PRICE_MAX_CENTS, { error: e.priceTooHigh });
const stock = z
  .number({ error: e.stockInvalid })
  .int({ error: e.stockInvalid })
  .min(0, { error: e.stockInvalid })
  .max(STOCK_MAX, { error: e.stockInvalid });

export const studioVariantInputSchema = z.object({
  /** An existing variant of this product, kept by id so carts and orders still point at it. */
  id: z.string().min(1).max(100).optional(),
  /** Empty: the option values joined, as the storefront names a variant. */
  title: text(200).default(''),
  sku: text(100)
    .nullish()
    .transform((s) => s || null),
  /** One value per option of the product, in the product's option order. */
  options: z.array(text(100).min(1, { error: e.optionValueRequired })).max(STUDIO_PRODUCT_OPTIONS_MAX),
  price: priceCents,
  salePrice: priceCents.nullable(),
  stock,
  manageInventory: z.boolean(),
});
export type StudioVariantInput = z.infer<typeof studioVariantInputSchema>;

export const studioProductInputSchema = z
  .object({
    title: text(200).min(1, { error: e.titleRequired }),
    subtitle: text(300)
      .nullish()
      .transform((s) => s || null),
    /** Rich text; the server keeps only formatting tags and links (rich-text.ts). */
    description: multilineText(z.string()).max(DESCRIPTION_MAX, { error: e.descriptionTooLong }).default(''),
    options: z.array(text(60).min(1)).max(STUDIO_PRODUCT_OPTIONS_MAX),
    variants: z.array(studioVariantInputSchema).min(1, { error: e.variantsRequired }).max(STUDIO_PRODUCT_VARIANTS_MAX),
    purchasable: z.boolean(),
    hidden: z.boolean(),
    /** The product's pictures in their new order; one left out is removed. Absent: unchanged. */
    imageIds: z.array(z.string().min(1).max(100)).max(STUDIO_PRODUCT_IMAGES_MAX).optional(),
  })
  .superRefine((p, ctx) => {
    const lower = p.options.map((o) => o.toLocaleLowerCase('pt-BR'));
    if (new Set(lower).size !== lower.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: e.optionRepeated });
    const seen = new Set<string>();
    const skus = new Set<string>();
    p.variants.forEach((v, i) => {
      if (v.options.length !== p.options.length)
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'options'], message: e.optionsMismatch });
      if (v.salePrice !== null && v.salePrice >= v.price)
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'salePrice'], message: e.saleNotLower });
      const key = JSON.stringify(v.options.map((o) => o.toLocaleLowerCase('pt-BR')));
      if (p.options.length > 0 && seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'options'], message: e.variantRepeated });
      seen.add(key);
      if (v.sku && skus.has(v.sku))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'sku'], message: e.skuRepeated });
      if (v.sku) skus.add(v.sku);
    });
  });
export type StudioProductInput = z.input<typeof studioProductInputSchema>;
export type StudioProductData = z.output<typeof studioProductInputSchema>;

// ---- pt-BR money in the form --------------------------------------------------------------------

const BRL_TEXT = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/;

/** '1.234,5' → 123450 cents; null when the text is not a pt-BR amount. */
export function parseBrl(text: string): number | null {
  const s = text.replace(/^R\$\s*/, '').trim();
  if (!BRL_TEXT.test(s)) return null;
  const [whole, fraction = ''] = s.replace(/\./g, '').split(',');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 123450 cents → '1.234,50', what a price field shows. */
export function formatBrlInput(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

const brlField = z.string().transform((s, ctx) => {
  const cents = parseBrl(s);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: e.priceInvalid });
    return z.NEVER;
  }
  return cents;
});
const optionalBrlField = z.string().transform((s, ctx) => {
  if (s.trim() === '') return null;
  const cents = parseBrl(s);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: e.priceInvalid });
    return z.NEVER;
  }
  return cents;
});
const stockField = z.string().transform((s, ctx) => {
  if (!/^\d{1,7}$/.test(s.trim())) {
    ctx.addIssue({ code: 'custom', message: e.stockInvalid });
    return z.NEVER;
  }
  return Number(s.trim());
});

/** The studio's product form: what the fields hold (texts), turned into the route's body on submit. */
export const studioProductFormSchema = z
  .object({
    title: z.string(),
    subtitle: z.string(),
    description: z.string(),
    options: z.array(z.object({ title: z.string() })),
    variants: z.array(
      z.object({
        id: z.string().optional(),
        title: z.string(),
        sku: z.string(),
        values: z.array(z.string()),
        price: brlField,
        salePrice: optionalBrlField,
        stock: stockField,
        manageInventory: z.boolean(),
      }),
    ),
    purchasable: z.boolean(),
    hidden: z.boolean(),
  })
  .transform((f, ctx) => {
    const body = {
      title: f.title,
      subtitle: f.subtitle,
      description: f.description,
      options: f.options.map((o) => o.title),
      variants: f.variants.map((v) => ({
        ...(v.id ? { id: v.id } : {}),
        title: v.title,
        sku: v.sku,
        options: v.values,
        price: v.price,
        salePrice: v.salePrice,
        stock: v.stock,
        manageInventory: v.manageInventory,
      })),
      purchasable: f.purchasable,
      hidden: f.hidden,
    };
    const parsed = studioProductInputSchema.safeParse(body);
    if (parsed.success) return parsed.data;
    // The same rules as the route, reported on the form's own fields (a variant's values, an option's title).
    for (const issue of parsed.error.issues) {
      const path = issue.path.map((p, i, all) => (p === 'options' && all[i - 2] === 'variants' ? 'values' : p));
      if (path[0] === 'options' && typeof path[1] === 'number') path.push('title');
      ctx.addIssue({ code: 'custom', message: issue.message, path: path as (string | number)[] });
    }
    return z.NEVER;
  });
export type StudioProductFormValues = z.input<typeof studioProductFormSchema>;

// ---- replies -------------------------------------------------------------------------------------

export const studioProductImageSchema = z.object({ id: z.string(), url: z.string(), thumbUrl: z.string() });

export const studioVariantSchema = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  options: z.array(z.string()),
  price: z.number(),
  salePrice: z.number().nullable(),
  stock: z.number(),
  manageInventory: z.boolean(),
});

export const studioProductSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string(),
  purchasable: z.boolean(),
  hidden: z.boolean(),
  images: z.array(studioProductImageSchema),
  options: z.array(z.string()),
  variants: z.array(studioVariantSchema),
  updatedAt: z.string(),
});
export type StudioProduct = z.infer<typeof studioProductSchema>;
export const studioProductReplySchema = z.object({ product: studioProductSchema });
export type StudioProductReply = z.infer<typeof studioProductReplySchema>;

export const studioProductRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** The lowest price a buyer pays (the sale price when there is one), in cents. */
  price: z.number(),
  /** Units of the variants whose stock is managed; null when none is. */
  stock: z.number().nullable(),
  variants: z.number(),
  hidden: z.boolean(),
  purchasable: z.boolean(),
});
export type StudioProductRow = z.infer<typeof studioProductRowSchema>;

export const studioProductPageSchema = pagedReply('items', studioProductRowSchema);
export type StudioProductPage = z.infer<typeof studioProductPageSchema>;

export const studioProductParams = z.object({
  brandId: z.string().min(1).max(64),
  productId: z.string().min(1).max(100),
});
