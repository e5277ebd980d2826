import { Store } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { QueryError } from '@client/ui/query-error';
import { errorMessage } from '@client/lib/api';
import { toast } from '@client/ui/use-toast';
import { ProductCard, ProductGridSkeleton } from './ProductCard';
import { useProductLikeMutation, useProductsQuery } from './use-shop';
import { LoadMore } from '@client/ui/load-more';

const t = ptBR.shop;

/** A member's personal-store products as their public profile shows them. */
export function MemberShopSection({ memberId, title }: { memberId: string; title?: string }) {
  const products = useProductsQuery(memberId, false);
  const like = useProductLikeMutation(memberId);
  const items = products.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-label={title ?? t.products} className="grid gap-3">
      {title ? <h2 className="text-lg font-semibold">{title}</h2> : null}
      {products.isError ? (
        <QueryError error={products.error} onRetry={() => void products.refetch()} />
      ) : products.isPending ? (
        <ProductGridSkeleton count={2} />
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 py-6 text-sm text-fg-muted">
          <Store aria-hidden="true" className="size-5" />
          {t.emptyPublic}
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((p) => (
            <ProductCard
              key={p.id}
              product={p}
              onLike={(liked) =>
                like.mutate(
                  { id: p.id, on: liked },
                  {
                    onError: (e) =>
                      toast({ title: ptBR.common.error, description: errorMessage(e), variant: 'destructive' }),
                  },
                )
              }
            />
          ))}
        </div>
      )}
      <LoadMore list={products} className="justify-self-center" />
    </section>
  );
}
