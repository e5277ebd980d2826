import { parseStoredMedia, toMediaView } from '../../platform/media/media';
import type { ExportFor, ForgetMember } from '../../platform/member-data';
import { getMember } from '../auth/auth.service';
import { getStoreName } from '../settings/settings.service';
import * as q from './shop.queries';

export const exportFor: ExportFor = async (ctx, memberId) => {
  const member = await getMember(ctx, memberId);
  const rows = await q.allProductsOf(ctx.db, memberId);
  return {
    storeName: await getStoreName(ctx.db, memberId, member.name),
    products: rows.map((r) => ({
      id: r.id,
      name: r.name,
      priceCents: Number(r.price_cents),
      description: r.description,
      imageUrl: toMediaView(ctx.storage, parseStoredMedia(r.image)!).src,
      likes: r.likes_count,
      createdAt: new Date(Number(r.created_at)).toISOString(),
    })),
  };
};

/**
 * The member's likes leave other members' counters; their product images are answered for removal
 * once the rows have gone with the member by cascade.
 */
export const forgetMember: ForgetMember = async (trx, memberId) => {
  for (const { product_id } of await q.likedProductIds(trx, memberId)) await q.removeLike(trx, product_id, memberId);
  return (await q.allProductsOf(trx, memberId)).map((r) => parseStoredMedia(r.image)!).filter(Boolean);
};
