import type { TaggableKind } from '../../../shared/product-tags';
import type { ExportFor, ForgetMember } from '../../platform/member-data';

const iso = (at: number | string) => new Date(Number(at)).toISOString();

/** The product tags the member opened and the cart additions they brought (decision 030). */
export const exportFor: ExportFor = async (ctx, memberId) => {
  const [opens, cartAdds] = await Promise.all([
    ctx.db
      .selectFrom('product_tag_opens')
      .select(['content_kind', 'content_id', 'product_id', 'opened_at'])
      .where('member_id', '=', memberId)
      .orderBy('opened_at')
      .execute(),
    ctx.db
      .selectFrom('product_tag_cart_adds')
      .select(['content_kind', 'content_id', 'product_id', 'variant_id', 'quantity', 'added_at'])
      .where('member_id', '=', memberId)
      .orderBy('added_at')
      .execute(),
  ]);
  return {
    opened: opens.map((o) => ({
      contentKind: o.content_kind,
      contentId: o.content_id,
      productId: o.product_id,
      openedAt: iso(o.opened_at),
    })),
    addedToCart: cartAdds.map((a) => ({
      contentKind: a.content_kind,
      contentId: a.content_id,
      productId: a.product_id,
      variantId: a.variant_id,
      quantity: a.quantity,
      addedAt: iso(a.added_at),
    })),
  };
};

const contentTables: Record<TaggableKind, 'posts' | 'reels' | 'stories' | 'long_videos'> = {
  post: 'posts',
  reel: 'reels',
  story: 'stories',
  video: 'long_videos',
};

/**
 * The member's own items go with them by cascade; their tags have no foreign key (decision 030), so
 * they are removed here first. Openings and cart additions go by cascade.
 */
export const forgetMember: ForgetMember = async (trx, memberId) => {
  for (const [kind, table] of Object.entries(contentTables))
    await trx
      .deleteFrom('content_product_tags')
      .where('content_kind', '=', kind)
      .where('content_id', 'in', trx.selectFrom(table).select('id').where('author_user_id', '=', memberId))
      .execute();
  return [];
};
