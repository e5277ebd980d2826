import { useEffect } from 'react';
import { Store } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { ProductTag } from '@shared/product-tags';
import { ButtonLink } from '@client/ui/button-link';
import { Skeleton } from '@client/ui/skeleton';
import { useProductsQuery } from '@client/features/shop/use-shop';
import { TagPrice } from './TagPrice';
import type { TaggedContent } from './tag-view';

const p = ptBR.productTags;

/** Where a product's owner keeps their store: a member's page (one's own profile), or a brand's. */
function storeLink(owner: TaggedContent['owner']): string {
  if (owner.kind === 'brand') return `/brand/${encodeURIComponent(owner.id)}`;
  return owner.isMine ? '/profile' : `/u/${encodeURIComponent(owner.id)}`;
}

/**
 * A personal-store product (no checkout exists for those): its picture, name, price and description,
 * and the way to its owner's store. The description comes from the owner's product list, the rest
 * from the tag, so the sheet shows at once.
 */
export function ShopProductPanel({ tag, owner }: { tag: ProductTag; owner: TaggedContent['owner'] }) {
  const list = useProductsQuery(owner.kind === 'member' ? owner.id : '', false);
  const product = list.data?.pages.flatMap((page) => page.items).find((item) => item.id === tag.productId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const searching = !product && (list.isPending || hasNextPage) && !list.isError && owner.kind === 'member';
  useEffect(() => {
    // The tagged product may sit past the first page of a long store.
    if (!product && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [product, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <>
      <div className="aspect-square w-full overflow-hidden rounded-2xl border border-border bg-surface-muted">
        {tag.image ? (
          <img
            src={tag.image}
            alt={p.productPhoto(tag.title)}
            width={1080}
            height={1080}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <TagPrice tag={tag} className="text-xl" />
      {product?.description ? (
        <p className="text-sm whitespace-pre-line text-fg-muted">{product.description}</p>
      ) : searching ? (
        <div aria-hidden="true" className="grid gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ) : null}
      <p className="rounded-xl bg-surface-muted px-3 py-2 text-xs text-fg-muted">{p.shopNote}</p>
      <ButtonLink to={storeLink(owner)} variant="outline" size="lg" icon={Store}>
        {p.visitShop(owner.name)}
      </ButtonLink>
    </>
  );
}
