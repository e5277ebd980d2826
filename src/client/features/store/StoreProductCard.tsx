import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { canAddToCart, defaultVariant, type StoreProduct } from '@shared/store-rules';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { Price } from './Price';
import { useAddToCartMutation } from './use-cart';
import { ProductGridSkeleton as GridSkeleton } from '@client/ui/product-grid-skeleton';
import { ButtonLink } from '@client/ui/button-link';

const t = ptBR.store;

/** A product card: a product with several variants leads to its page; one with a single variant adds to the cart. */
export function StoreProductCard({ product, priority = false }: { product: StoreProduct; priority?: boolean }) {
  const add = useAddToCartMutation();
  const variant = defaultVariant(product);
  const href = `/product/${encodeURIComponent(product.id)}`;
  const soldOut = variant.manage_inventory && variant.inventory_quantity <= 0;
  return (
    <article
      aria-label={product.title}
      className="group flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm backdrop-blur-xl"
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-square overflow-hidden bg-surface-muted"
      >
        {product.image ? (
          <img
            src={product.image}
            alt=""
            width={640}
            height={640}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
        {product.ribbon_text ? (
          <span className="absolute top-2 left-2 rounded-full bg-brand-gradient px-2.5 py-1 text-xs font-bold text-white shadow">
            {product.ribbon_text}
          </span>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="line-clamp-2 text-sm leading-snug font-semibold">
          <Link to={href} className="hover:underline">
            {product.title}
          </Link>
        </h2>
        <Price variant={variant} />
        <div className="mt-auto pt-2">
          {product.variants.length > 1 ? (
            <ButtonLink
              to={href}
              aria-label={`${t.chooseOptions}: ${product.title}`}
              variant="outline"
              size="sm"
              className="w-full"
            >
              {t.chooseOptions}
            </ButtonLink>
          ) : (
            <Button
              size="sm"
              className="w-full"
              disabled={!canAddToCart(product, variant, 1) || add.isPending}
              aria-label={product.purchasable && !soldOut ? `${t.addToCart}: ${product.title}` : undefined}
              onClick={() => add.mutate({ product, variant, quantity: 1 })}
            >
              {add.isPending ? <Spinner /> : <ShoppingCart aria-hidden="true" />}
              {!product.purchasable ? t.unavailableShort : soldOut ? t.outOfStockShort : t.addShort}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return <GridSkeleton count={count} withAction />;
}
