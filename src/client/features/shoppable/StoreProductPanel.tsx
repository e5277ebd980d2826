import { Check, ShoppingCart, Zap } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import type { ProductTag } from '@shared/product-tags';
import type { StoreProduct } from '@shared/store-rules';
import { Button } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { RefreshCw } from 'lucide-react';
import { buyNowPath } from '@client/features/store/buy-now';
import { Price } from '@client/features/store/Price';
import { ProductCarousel } from '@client/features/store/ProductCarousel';
import { QuantityStepper } from '@client/features/store/QuantityStepper';
import { StockNote } from '@client/features/store/StockNote';
import { useProductChoice } from '@client/features/store/use-product-choice';
import { useProductQuery } from '@client/features/store/use-store';
import { VariantPicker } from '@client/features/store/VariantPicker';

const t = ptBR.store;
const p = ptBR.productTags;

/** The sheet's shape while the product loads: the square picture, the price, the choice and the buttons. */
function PanelSkeleton() {
  return (
    <div role="status" aria-label={p.loadingProduct} className="grid gap-4">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <Skeleton className="h-7 w-1/3" />
      <Skeleton className="h-10 w-32 rounded-xl" />
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}

/** Variant, quantity, stock, and the two ways to buy, as the product page has them. */
function StoreProductChoice({ product }: { product: StoreProduct }) {
  const navigate = useNavigate();
  // The member stays on the content: an add is said with a toast, not with the cart drawer.
  const choice = useProductChoice(product, { openCart: false });
  const { variant, quantity, allowed, add } = choice;
  const buyNow = () => void navigate(buyNowPath({ productId: product.id, variantId: variant.id, quantity }));
  return (
    <>
      <ProductCarousel images={product.images} title={product.title} show={choice.shown} />
      <div className="grid gap-1">
        {product.subtitle ? <p className="text-sm text-fg-muted">{product.subtitle}</p> : null}
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <Price variant={variant} size="lg" />
          <Link
            to={`/product/${encodeURIComponent(product.id)}`}
            className="text-sm font-semibold text-accent-fg hover:underline"
          >
            {p.viewInStore}
          </Link>
        </div>
      </div>
      <VariantPicker product={product} selected={variant} onSelect={choice.pick} />
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper value={quantity} onChange={choice.setQuantity} max={choice.max} disabled={choice.max === 0} />
        <StockNote stock={choice.stock} />
      </div>
      {!product.purchasable ? <p className="text-sm font-medium text-fg-muted">{t.notPurchasable}</p> : null}
      {/* The two ways to buy stay in reach while the member scrolls the pictures and choices. */}
      <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t border-border bg-surface-strong px-4 py-3">
        <Button variant="brand" size="lg" disabled={!allowed || add.isPending} onClick={choice.addToCart}>
          {add.isPending ? <Spinner /> : <ShoppingCart aria-hidden="true" />}
          {t.addToCart}
        </Button>
        <Button variant="outline" size="lg" disabled={!allowed} onClick={buyNow}>
          <Zap aria-hidden="true" />
          {p.buyNow}
        </Button>
        {/* Said inside the sheet too: a modal sheet hides the page's toasts from screen readers. */}
        <p role="status" className="flex min-h-5 flex-wrap items-center justify-center gap-x-2 text-sm">
          {add.isSuccess ? (
            <>
              <span className="inline-flex items-center gap-1 font-medium text-success">
                <Check aria-hidden="true" className="size-4" />
                {t.added}
              </span>
              <Link to="/checkout" className="font-semibold text-accent-fg hover:underline">
                {p.goToCheckout}
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </>
  );
}

/** A brand-store product from its tag: loaded live, so price and stock are what the store says now. */
export function StoreProductPanel({ tag }: { tag: ProductTag }) {
  const query = useProductQuery(tag.productId);
  if (query.isPending) return <PanelSkeleton />;
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-2xl bg-surface-muted p-4 text-sm">
        <p className="font-semibold">{t.productLoadFailed(query.error.message || t.productLoadFailedDefault)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          {ptBR.errors.tryAgain}
        </Button>
      </div>
    );
  }
  return <StoreProductChoice key={query.data.id} product={query.data} />;
}
