import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { shopTagTapsSchema, type ShopTagTaps } from '../../../shared/tag-insights';
import type { Database } from '../../db/schema';
import { requireMemberId } from '../../platform/session';

/**
 * How often the tags of a member's own products were opened, per product, all time (decision 030).
 * A personal store has no cart or checkout, so taps are all there is to count. One grouped query,
 * bounded by the member's products.
 */
export async function tagTapsOf(db: Kysely<Database>, memberId: string): Promise<ShopTagTaps> {
  const rows = await db
    .selectFrom('shop_products as sp')
    .innerJoin('product_tag_opens as o', 'o.product_id', 'sp.id')
    .select((eb) => ['sp.id as productId', eb.fn.countAll<number>().as('taps')])
    .where('sp.user_id', '=', memberId)
    .groupBy('sp.id')
    .execute();
  return { products: rows.map((r) => ({ productId: r.productId, taps: Number(r.taps) })) };
}

export const shopTagTapsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, deps) => {
  app.get(
    '/api/shop/tag-taps',
    { schema: { tags: ['shop'], response: { 200: shopTagTapsSchema } } },
    async (request, reply) =>
      reply.header('Cache-Control', 'private, no-store').send(await tagTapsOf(deps.db, requireMemberId(request))),
  );
};
