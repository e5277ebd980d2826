import { z } from 'zod';
import { productStatuses, productTypes } from './store';
import { displayText, multilineText } from './text-rules';

/*
 * The catalog file the store operator imports and exports (`npm run store -- import|export`, or the
 * admin API). Products are matched by id, else by handle; variants by id, else by sku, else by
 * their option values. Export writes the same format, so a file round-trips.
 */

const text = (max: number) => displayText(z.string().trim()).max(max);
const cents = z.number().int().min(0).max(1_000_000_000);
const handle = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens.');

/** An image: a URL already served by this server (`/media/…`), an http(s) URL or a file path (CLI), or a data URL. */
export const importImageSchema = z.union([
  z.string().min(1).max(20_000_000),
  z.object({ url: z.string().min(1).max(20_000_000), type: z.string().max(20).optional() }),
]);

export const importVariantSchema = z.object({
  id: text(100).min(1).optional(),
  sku: text(100).min(1).nullish(),
  title: text(200).optional(),
  /** Option title → value, e.g. { "Tamanho": "M", "Cor": "Preto" }. */
  options: z.record(text(60).min(1), text(100).min(1)).optional(),
  price: cents,
  salePrice: cents.nullish(),
  currency: z
    .string()
    .regex(/^[a-z]{3}$/)
    .default('brl'),
  weight: z.number().int().min(0).max(10_000_000).nullish(),
  manageInventory: z.boolean().default(true),
  /** Units available; when omitted, an existing variant keeps its stock and a new one starts at 0. */
  stock: z.number().int().min(0).max(100_000_000).optional(),
  imageUrl: z.string().max(2000).nullish(),
});
export type ImportVariant = z.infer<typeof importVariantSchema>;

export const importProductSchema = z.object({
  id: text(100).min(1).optional(),
  handle,
  title: text(200).min(1),
  subtitle: text(300).nullish(),
  ribbonText: text(40).nullish(),
  description: multilineText(z.string()).max(100_000).default(''),
  status: z.enum(productStatuses).default('published'),
  purchasable: z.boolean().default(true),
  hidden: z.boolean().default(false),
  order: z.number().int().min(0).max(1_000_000_000).optional(),
  siteProductSelection: text(40).nullish(),
  type: z.enum(productTypes).default('physical'),
  images: z.array(importImageSchema).max(30).optional(),
  /** Option titles in display order; defaults to the order they first appear in the variants. */
  options: z.array(text(60).min(1)).max(10).optional(),
  variants: z.array(importVariantSchema).min(1).max(300),
  /** Collection handles or ids. */
  collections: z.array(text(120).min(1)).max(50).optional(),
  additionalInfo: z
    .array(z.object({ title: text(200).min(1), description: multilineText(z.string()).max(20_000).default('') }))
    .max(30)
    .optional(),
  customFields: z
    .array(z.object({ title: text(200).min(1), isRequired: z.boolean().default(false) }))
    .max(30)
    .optional(),
  relatedProducts: z
    .array(
      z.object({
        relatedId: text(120).min(1),
        sectionTitle: text(200).nullish(),
        relatedType: text(40).default('product'),
      }),
    )
    .max(50)
    .optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type ImportProduct = z.infer<typeof importProductSchema>;

export const importCollectionSchema = z.object({
  id: text(100).min(1).optional(),
  handle,
  title: text(200).min(1),
  imageUrl: z.string().max(2000).nullish(),
  order: z.number().int().min(0).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export const catalogFileSchema = z.object({
  collections: z.array(importCollectionSchema).max(1000).default([]),
  products: z.array(importProductSchema).max(20_000),
});
export type CatalogFile = z.infer<typeof catalogFileSchema>;
export type CatalogFileInput = z.input<typeof catalogFileSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  variants: z.number().int(),
  collections: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
