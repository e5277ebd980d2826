import { Heart, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ModerationBanner } from '@client/features/safety/ModerationBanner';
import { formatBRL, formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import type { ShopProduct } from '@shared/shop';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { ProductGridSkeleton as GridSkeleton } from '@client/ui/product-grid-skeleton';

const t = ptBR.shop;

interface ProductCardProps {
  product: ShopProduct;
  onLike: (liked: boolean) => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Someone else's product: its safety menu (report, mute or block the seller). */
  menu?: ReactNode;
  /** A line under the description (the owner's own numbers). */
  note?: ReactNode;
}

export function ProductCard({ product, onLike, onEdit, onDelete, menu, note }: ProductCardProps) {
  const { image } = product;
  return (
    <article
      aria-label={product.name}
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm backdrop-blur-xl"
    >
      <div
        className="aspect-square w-full bg-surface-muted bg-cover bg-center"
        style={{ backgroundImage: image.placeholder ? `url("${image.placeholder}")` : undefined }}
      >
        <img
          src={image.src}
          srcSet={image.srcSet || undefined}
          sizes="(min-width: 640px) 300px, 50vw"
          alt={image.alt ?? t.imageAlt(product.name)}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <ModerationBanner moderation={product.moderation} target={{ kind: 'shop_product', id: product.id }} />
        <h3 className="line-clamp-2 leading-snug font-semibold">{product.name}</h3>
        <p className="font-bold text-accent-fg">{formatBRL(product.priceCents)}</p>
        {product.description ? <p className="line-clamp-2 text-sm text-fg-muted">{product.description}</p> : null}
        {note}
        <div className="mt-auto flex items-center justify-between gap-1 pt-2">
          <button
            type="button"
            aria-pressed={product.isLiked}
            aria-label={`${product.isLiked ? t.unlike : t.like} ${product.name}`}
            onClick={() => onLike(!product.isLiked)}
            className="inline-flex items-center gap-1.5 rounded-lg px-1.5 py-1 text-sm text-fg-muted hover:text-fg"
          >
            <Heart
              aria-hidden="true"
              className={cn('size-5 transition-colors', product.isLiked && 'fill-pink-500 text-pink-500')}
            />
            <span aria-hidden="true" className="tabular-nums">
              {formatCount(product.likes)}
            </span>
            <span className="sr-only" aria-live="polite">
              {t.likes(product.likes)}
            </span>
          </button>
          {onEdit || onDelete ? (
            <div className="flex">
              {(
                [
                  [onEdit, t.editProduct, Pencil, undefined],
                  [onDelete, t.delete, Trash2, 'text-destructive'],
                ] as const
              ).map(([onClick, action, Icon, className]) =>
                onClick ? (
                  <Button
                    key={action}
                    variant="ghost"
                    size="icon-sm"
                    className={className}
                    aria-label={`${action}: ${product.name}`}
                    onClick={onClick}
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                ) : null,
              )}
            </div>
          ) : null}
          {menu}
        </div>
      </div>
    </article>
  );
}

export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return <GridSkeleton count={count} busy />;
}
