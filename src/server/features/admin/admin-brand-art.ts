import { ptBR } from '../../../shared/i18n/pt-BR';
import type { AdminBrand, BrandImageKind } from '../../../shared/admin-brands';
import { AppError } from '../../platform/errors';
import { processImage } from '../../platform/media/image';
import type { ReceivedUpload } from '../../platform/media/upload';
import { mediaPath } from '../../platform/storage';
import { auditBrandChange, brandOr404, invalidateBrand, oneBrand, type AdminBrandsDeps } from './admin-brands.service';

/** Where uploaded brand art lives; one rendition each, so a URL names the one file to remove. */
const IMAGE_PREFIX = 'brand-images';
const IMAGE_WIDTHS: Record<BrandImageKind, readonly number[]> = { logo: [320], cover: [1280] };

/** The storage key of art this console uploaded, or null for seeded or generated art. */
function uploadedKey(url: string): string | null {
  const base = mediaPath(`${IMAGE_PREFIX}/`);
  return url.startsWith(base) ? `${IMAGE_PREFIX}/${url.slice(base.length)}` : null;
}

/**
 * Replaces a brand's logo or cover with an upload, processed by the media pipeline (upright, no
 * metadata, WebP). The old picture is removed only once the new one is saved.
 */
export async function replaceImage(
  deps: AdminBrandsDeps,
  actorId: string,
  brandId: string,
  kind: BrandImageKind,
  upload: ReceivedUpload | null,
): Promise<AdminBrand> {
  if (!upload) throw new AppError(400, 'validation_failed', ptBR.adminBrandErrors.imageRequired);
  await brandOr404(deps.db, brandId);
  const image = await processImage(deps.storage, upload.file, { prefix: IMAGE_PREFIX, widths: IMAGE_WIDTHS[kind] });
  const url = mediaPath(image.key);
  const column = kind === 'logo' ? 'logo_url' : 'cover_url';
  let old: string;
  try {
    old = await deps.db.transaction().execute(async (trx) => {
      const row = await brandOr404(trx, brandId);
      await trx
        .updateTable('brands')
        .set({ [column]: url })
        .where('id', '=', brandId)
        .execute();
      const field = kind === 'logo' ? 'logoUrl' : 'coverUrl';
      await auditBrandChange(trx, actorId, brandId, {
        action: 'brand.update',
        before: { [field]: row[column] },
        after: { [field]: url },
        at: deps.clock.now(),
      });
      return row[column];
    });
  } catch (err) {
    await Promise.all(image.renditions.map((r) => deps.storage.remove(r.key)));
    throw err;
  }
  invalidateBrand(deps, brandId);
  const oldKey = uploadedKey(old);
  if (oldKey) await deps.storage.remove(oldKey);
  return oneBrand(deps.db, brandId);
}
