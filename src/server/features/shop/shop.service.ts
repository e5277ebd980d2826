import type { Kysely, Selectable } from 'kysely';
import { ptBR } from '../../../shared/i18n/pt-BR';
import {
  missingRequiredProductFields,
  PRODUCTS_PAGE_SIZE,
  productFieldsSchema,
  type ShopProduct,
} from '../../../shared/shop';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { processImage } from '../../platform/media/image';
import { parseStoredMedia, removeMedia, storedImage, toMediaView, type StoredMedia } from '../../platform/media/media';
import type { ReceivedUpload } from '../../platform/media/upload';
import type { Storage } from '../../platform/storage';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import { withModeration } from '../content/held-content';
import { assertNotBlocked, canViewPostsOf } from '../privacy/privacy';
import { getStoreName, setStoreName } from '../settings/settings.service';
import * as q from './shop.queries';
import type { ShopProductsTable } from './shop.tables';
import type { ReadCache } from '../../platform/read-cache';
import { cacheTags } from '../../platform/cache-tags';

const t = ptBR.shop;

export interface ShopDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  cache: ReadCache;
}

type ProductRow = Selectable<ShopProductsTable> & { liked: number };

export const PRODUCT_IMAGE_WIDTHS = [1080, 640, 320] as const;

function toProduct(storage: Storage, row: ProductRow): ShopProduct {
  return {
    id: row.id,
    ownerId: row.user_id,
    name: row.name,
    priceCents: Number(row.price_cents),
    description: row.description,
    image: toMediaView(storage, parseStoredMedia(row.image)!),
    likes: row.likes_count,
    isLiked: toBool(Number(row.liked)),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export async function getMyShop(deps: Pick<ShopDeps, 'db'>, userId: string, memberName: string) {
  return { storeName: await getStoreName(deps.db, userId, memberName) };
}

export async function renameStore(deps: ShopDeps, userId: string, storeName: string) {
  await setStoreName(deps, userId, storeName);
  return { storeName };
}

/** A private member's personal store, like their posts, is for their approved followers only. */
async function mustSeeStoreOf(db: Kysely<Database>, viewerId: string, ownerId: string) {
  await assertNotBlocked(db, viewerId, ownerId);
  if (!(await canViewPostsOf(db, viewerId, ownerId))) throw new AppError(403, 'private_account', t.storePrivate);
}

export async function listProducts(deps: ShopDeps, ownerId: string, viewerId: string, cursor?: string) {
  await mustSeeStoreOf(deps.db, viewerId, ownerId);
  const rows = await q.listProducts(deps.db, ownerId, viewerId, PRODUCTS_PAGE_SIZE, decodeKeyset(cursor));
  const page = pageOf(rows, PRODUCTS_PAGE_SIZE);
  const items = page.rows.map((r) => toProduct(deps.storage, r));
  return { items: await withModeration(deps.db, 'shop_product', items), nextCursor: page.nextCursor };
}

/** The text fields as sent in the multipart form: an empty or missing price is 'no price'. */
export function parseProductFields(fields: Record<string, string>) {
  const price = fields.priceCents?.trim() ?? '';
  if (price !== '' && !/^\d{1,12}$/.test(price)) {
    throw new AppError(400, 'validation_failed', ptBR.shop.priceInvalid, { priceCents: ptBR.shop.priceInvalid });
  }
  const parsed = productFieldsSchema.safeParse({
    name: fields.name ?? '',
    priceCents: price === '' ? null : Number(price),
    description: fields.description ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(400, 'validation_failed', issue.message, { [String(issue.path[0] ?? '_')]: issue.message });
  }
  return parsed.data;
}

async function storeImage(deps: ShopDeps, upload: ReceivedUpload): Promise<StoredMedia> {
  const image = await processImage(deps.storage, upload.file, { prefix: 'shop', widths: PRODUCT_IMAGE_WIDTHS });
  return storedImage(image);
}

async function loadOwn(deps: ShopDeps, productId: string, userId: string) {
  const row = await q.findProduct(deps.db, productId, userId);
  if (!row) throw new AppError(404, 'not_found');
  if (row.user_id !== userId) throw new AppError(403, 'forbidden');
  return row;
}

export async function createProduct(
  deps: ShopDeps,
  userId: string,
  fields: Record<string, string>,
  upload: ReceivedUpload | null,
) {
  const input = parseProductFields(fields);
  if (missingRequiredProductFields(input, Boolean(upload))) throw new AppError(400, 'product_fields_required');
  const media = await storeImage(deps, upload!);
  const now = deps.clock.now();
  const id = newId('user_prod', now);
  try {
    await q.insertProduct(deps.db, {
      id,
      user_id: userId,
      name: input.name,
      price_cents: input.priceCents!,
      description: input.description,
      image: JSON.stringify(media),
      likes_count: 0,
      created_at: now,
      updated_at: now,
    });
  } catch (err) {
    await removeMedia(deps.storage, media);
    throw err;
  }
  return toProduct(deps.storage, (await q.findProduct(deps.db, id, userId))!);
}

/** Edits a product of the member's; the image stays unless a new one is sent. */
export async function updateProduct(
  deps: ShopDeps,
  userId: string,
  productId: string,
  fields: Record<string, string>,
  upload: ReceivedUpload | null,
) {
  const row = await loadOwn(deps, productId, userId);
  const input = parseProductFields(fields);
  if (missingRequiredProductFields(input, true)) throw new AppError(400, 'product_fields_required');
  const media = upload ? await storeImage(deps, upload) : null;
  await q.updateProduct(deps.db, productId, {
    name: input.name,
    price_cents: input.priceCents!,
    description: input.description,
    ...(media ? { image: JSON.stringify(media) } : {}),
    updated_at: deps.clock.now(),
  });
  // Content tagging it shows its name, price and picture (decision 030).
  deps.cache.invalidate(cacheTags.shopProduct(productId));
  if (media) await removeMedia(deps.storage, parseStoredMedia(row.image));
  return toProduct(deps.storage, (await q.findProduct(deps.db, productId, userId))!);
}

export async function deleteProduct(deps: ShopDeps, userId: string, productId: string) {
  const row = await loadOwn(deps, productId, userId);
  await q.deleteProduct(deps.db, productId);
  deps.cache.invalidate(cacheTags.shopProduct(productId));
  await removeMedia(deps.storage, parseStoredMedia(row.image));
}

export async function setLike(deps: ShopDeps, userId: string, productId: string, liked: boolean) {
  return deps.db.transaction().execute(async (trx) => {
    const exists = await q.likesCount(trx, productId);
    if (!exists) throw new AppError(404, 'not_found');
    await mustSeeStoreOf(trx, userId, exists.user_id);
    if (liked) await q.addLike(trx, productId, userId, deps.clock.now());
    else await q.removeLike(trx, productId, userId);
    const row = await q.likesCount(trx, productId);
    return { likes: row!.likes_count, isLiked: liked };
  });
}
