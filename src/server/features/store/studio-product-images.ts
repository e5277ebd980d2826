import { STUDIO_PRODUCT_IMAGES_MAX } from '../../../shared/studio-products';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { processImage } from '../../platform/media/image';
import { mediaPath } from '../../platform/storage';
import type { ReceivedUpload } from '../../platform/media/upload';
import type { TeamAccess } from '../teams/team-guard';
import * as q from './studio-products.queries';
import { audit, inTransaction, mustFind, toStudioProduct, type StudioProductsDeps } from './studio-products.service';

const e = ptBR.studioProductErrors;

/** Adds a picture at the end of the product's list, through the media pipeline (WebP renditions, blur). */
export async function addImage(
  deps: StudioProductsDeps,
  access: TeamAccess,
  productId: string,
  upload: ReceivedUpload | null,
) {
  if (!upload) throw new AppError(400, 'file_required');
  const row = await mustFind(deps.db, access.brandId, productId);
  if ((await q.productImages(deps.db, productId)).length >= STUDIO_PRODUCT_IMAGES_MAX)
    throw new AppError(409, 'validation_failed', e.tooManyImages(STUDIO_PRODUCT_IMAGES_MAX));
  // Processed before the transaction: no write lock is held during image work.
  const img = await processImage(deps.storage, upload.file, { prefix: 'store' });
  const thumb = img.renditions.find((r) => r.width <= 640) ?? img.renditions[0]!;
  const url = mediaPath(img.key);
  const thumbUrl = mediaPath(thumb.key);
  const now = deps.clock.now();
  return inTransaction(deps, async (trx) => {
    const before = await toStudioProduct(trx, await mustFind(trx, access.brandId, productId));
    if (before.images.length >= STUDIO_PRODUCT_IMAGES_MAX)
      throw new AppError(409, 'validation_failed', e.tooManyImages(STUDIO_PRODUCT_IMAGES_MAX));
    await q.insertImage(trx, {
      id: newId('img', now),
      product_id: productId,
      url,
      thumb_url: thumbUrl,
      type: 'image',
      position: before.images.length,
      width: img.width,
      height: img.height,
      blur: img.placeholder,
    });
    await q.touchProduct(trx, productId, {
      updated_at: now,
      ...(before.images.length === 0 || !row.thumbnail_url ? { thumbnail_url: thumbUrl } : {}),
    });
    const after = await toStudioProduct(trx, (await q.brandProduct(trx, access.brandId, productId))!);
    await audit(trx, access, 'product.image', productId, before, after, now);
    return after;
  });
}
