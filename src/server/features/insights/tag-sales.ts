import {
  mergeTagSales,
  sortTagSales,
  TAG_SALES_LIMIT,
  type ContentTagSales,
  type ProductTagSales,
  type TagSales,
} from '../../../shared/tag-insights';
import { taggableKinds, type TaggableKind } from '../../../shared/product-tags';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Window } from './insights.queries';
import * as q from './tag-sales.queries';

interface TagSalesDeps {
  db: Kysely<Database>;
}

const isTaggable = (kind: string): kind is TaggableKind => (taggableKinds as readonly string[]).includes(kind);

/** 'post:pst_1' into its kind and id; the id may hold a colon of its own. */
function splitKey(key: string): { kind: TaggableKind; id: string } | null {
  const at = key.indexOf(':');
  const kind = key.slice(0, at);
  return at > 0 && isTaggable(kind) ? { kind, id: key.slice(at + 1) } : null;
}

async function grouped(deps: TagSalesDeps, brandId: string, w: Window, grouping: q.TagSalesGrouping) {
  const parts = await Promise.all([
    q.tapsOf(deps.db, brandId, w, grouping),
    q.cartAddsOf(deps.db, brandId, w, grouping),
    q.paidLinesOf(deps.db, brandId, w, grouping),
  ]);
  return sortTagSales([...mergeTagSales(parts)].map(([key, numbers]) => ({ key, ...numbers }))).slice(
    0,
    TAG_SALES_LIMIT,
  );
}

/**
 * What the brand's product tags did in the window (decision 030): per item of content and per
 * product, the best sellers first. Every count is grouped in the database and bounded by the
 * brand's products and the window.
 */
export async function brandTagSales(deps: TagSalesDeps, brandId: string, w: Window): Promise<TagSales> {
  const [byContent, byProduct] = await Promise.all([
    grouped(deps, brandId, w, 'content'),
    grouped(deps, brandId, w, 'product'),
  ]);
  const items = byContent.flatMap(({ key, ...numbers }) => {
    const ref = splitKey(key);
    return ref ? [{ ...ref, ...numbers }] : [];
  });
  const heads = await Promise.all(
    taggableKinds.map((kind) =>
      q.contentHeads(
        deps.db,
        brandId,
        kind,
        items.filter((i) => i.kind === kind).map((i) => i.id),
      ),
    ),
  );
  const headOf = new Map(taggableKinds.flatMap((kind, i) => heads[i]!.map((h) => [`${kind}:${h.id}`, h] as const)));
  const titles = new Map(
    (
      await q.productTitles(
        deps.db,
        brandId,
        byProduct.map((p) => p.key),
      )
    ).map((p) => [p.id, p.title]),
  );
  const content: ContentTagSales[] = items.map((item) => {
    const head = headOf.get(`${item.kind}:${item.id}`);
    return {
      ...item,
      text: head ? (head.text ?? '') : null,
      createdAt: head ? new Date(Number(head.created_at)).toISOString() : null,
    };
  });
  const products: ProductTagSales[] = byProduct.map(({ key, ...numbers }) => ({
    productId: key,
    title: titles.get(key) ?? null,
    ...numbers,
  }));
  return { content, products };
}
