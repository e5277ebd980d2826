import { lazy, Suspense, useEffect } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { metaDescription, type StoreProduct } from '@shared/store-rules';
import { BackLink } from '@client/ui/back-link';
import { usePageTitle } from '@client/ui/page-header';
import { cn } from '@client/lib/cn';
import { useHydrated } from '@client/lib/use-hydrated';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { BuyBar } from './BuyBar';
import { SeenIn } from './SeenIn';
import { Price } from './Price';
import { ProductCarousel } from './ProductCarousel';
import { QuantityStepper } from './QuantityStepper';
import { StockNote } from './StockNote';
import { StoreCartButton } from './StoreLayout';
import { useProductChoice } from './use-product-choice';
import { useProductQuery } from './use-store';
import { VariantPicker } from './VariantPicker';

const t = ptBR.store;

/** Sets the page's meta description while the page is shown. */
function useMetaDescription(text: string) {
  useEffect(() => {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = text;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [text]);
}

// The sanitiser is the page's largest package, and descriptions sit below the pictures and the
// buy box: it loads beside the page and never delays the first picture.
const SafeHtml = lazy(async () => ({ default: (await import('./SafeHtml')).SafeHtml }));

function Description({ html, className }: { html: string; className?: string }) {
  // The sanitiser needs a browser's DOM: a server-rendered page shows the placeholder until hydrated.
  const hydrated = useHydrated();
  const placeholder = (
    <div className={cn('grid gap-2', className)} role="status" aria-label={ptBR.common.loading}>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SafeHtml html={html} className={className} />
    </Suspense>
  );
}

function ProductDetail({ product }: { product: StoreProduct }) {
  usePageTitle(product.title);
  useMetaDescription(metaDescription(product.description));
  const { variant, quantity, setQuantity, shown, pick, max, stock, allowed, add, addToCart } =
    useProductChoice(product);

  return (
    <article className="grid gap-5">
      <ProductCarousel images={product.images} title={product.title} show={shown} />
      <div className="grid gap-2">
        {product.ribbon_text ? (
          <span className="w-fit rounded-full bg-brand-gradient px-3 py-1 text-xs font-bold text-white">
            {product.ribbon_text}
          </span>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.title}</h1>
        {product.subtitle ? <p className="text-fg-muted">{product.subtitle}</p> : null}
        <Price variant={variant} size="lg" />
      </div>
      <Card className="grid gap-5 p-4">
        <VariantPicker product={product} selected={variant} onSelect={pick} />
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper value={quantity} onChange={setQuantity} max={max} disabled={max === 0} />
          <StockNote stock={stock} />
        </div>
        {!product.purchasable ? <p className="text-sm font-medium text-fg-muted">{t.notPurchasable}</p> : null}
        <Button
          variant="brand"
          size="lg"
          className="hidden lg:inline-flex"
          disabled={!allowed || add.isPending}
          onClick={addToCart}
        >
          {add.isPending ? <Spinner /> : <ShoppingCart aria-hidden="true" />}
          {t.addToCart}
        </Button>
      </Card>
      {product.description ? (
        <section aria-labelledby="descricao" className="grid gap-2">
          <h2 id="descricao" className="text-lg font-semibold">
            {t.details}
          </h2>
          <Description html={product.description} />
        </section>
      ) : null}
      {product.additional_info.length > 0 ? (
        <div className="grid gap-2">
          {product.additional_info.map((info) => (
            <details
              key={info.id}
              className="group rounded-2xl border border-border bg-surface p-4 [&_summary::-webkit-details-marker]:hidden"
            >
              <summary className="flex cursor-pointer items-center justify-between font-semibold">
                {info.title}
                <span aria-hidden="true" className="text-fg-muted transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <Description html={info.description} className="mt-3 text-fg-muted" />
            </details>
          ))}
        </div>
      ) : null}
      <SeenIn productId={product.id} />
      <BuyBar variant={variant} disabled={!allowed || add.isPending} pending={add.isPending} onAdd={addToCart} />
    </article>
  );
}

function ProductSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-5">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  const query = useProductQuery(id);
  return (
    <>
      <div className="mb-4 flex items-center justify-between gap-2">
        <BackLink to="/store" label={t.backToStore} />
        <StoreCartButton />
      </div>
      {query.isPending ? (
        <ProductSkeleton />
      ) : query.isError ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">{t.productLoadFailed(query.error.message || t.productLoadFailedDefault)}</p>
          <BackLink to="/store" label={t.backToStore} />
        </Card>
      ) : (
        <ProductDetail key={query.data.id} product={query.data} />
      )}
    </>
  );
}
