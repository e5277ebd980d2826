import { useEffect, useRef } from 'react';
import { AlertTriangle, Package, RefreshCw, Store } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { PageHeader } from '@client/ui/page-header';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { toast } from '@client/ui/use-toast';
import { useFirstPaintSlice } from '@client/lib/use-first-paint-slice';
import { ProductGridSkeleton, StoreProductCard } from './StoreProductCard';
import { StoreCartButton } from './StoreLayout';
import { useProductsQuery } from './use-store';
import { LoadMore } from '@client/ui/load-more';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button-link';

const t = ptBR.store;

function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Card role="alert" className="grid justify-items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-destructive/10 text-destructive">
        <AlertTriangle aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">{ptBR.common.error}</h2>
      <p className="font-mono text-sm break-all">{error.message}</p>
      <p className="max-w-sm text-sm text-fg-muted">{t.loadFailedHint}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {ptBR.errors.tryAgain}
      </Button>
    </Card>
  );
}

export function StorePage() {
  const query = useProductsQuery();
  const products = query.data?.pages.flatMap((p) => p.products) ?? [];
  // Two phone screens of cards paint first; the rest follow at once.
  const { visible, complete } = useFirstPaintSlice(products, 6);
  const shown = useRef<unknown>(null);

  useEffect(() => {
    if (query.error && shown.current !== query.error) {
      shown.current = query.error;
      toast({ variant: 'destructive', title: t.loadFailed.title, description: t.loadFailed.description });
    }
  }, [query.error]);

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <div className="flex items-center gap-2">
            <ButtonLink to="/orders" variant="ghost" className="rounded-full" icon={Package}>
              {t.orders}
            </ButtonLink>
            <StoreCartButton />
          </div>
        }
      />
      {query.isPending ? (
        <ProductGridSkeleton />
      ) : query.isError && products.length === 0 ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : products.length === 0 ? (
        <EmptyState brand icon={Store} title={t.empty} hint={t.emptyHint} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {visible.map((product, i) => (
              <StoreProductCard key={product.id} product={product} priority={i < 4} />
            ))}
          </div>
          {complete && <LoadMore list={query} variant="outline" frame="mt-6 flex justify-center" />}
        </>
      )}
    </>
  );
}
