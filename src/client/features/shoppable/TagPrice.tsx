import { ptBR } from '@shared/i18n/pt-BR';
import type { ProductTag } from '@shared/product-tags';
import { cn } from '@client/lib/cn';
import { stockLabel, tagPrice } from './tag-view';

/**
 * A tag's price in BRL, the list price struck through beside a sale price, and its stock words.
 * `onMedia`: over a picture or a video, in white, where the sale red would not read.
 */
export function TagPrice({
  tag,
  onMedia = false,
  className,
}: {
  tag: Pick<ProductTag, 'price' | 'listPrice' | 'stock'>;
  onMedia?: boolean;
  className?: string;
}) {
  const { now, was } = tagPrice(tag);
  const stock = stockLabel(tag.stock);
  return (
    <span className={cn('flex min-w-0 flex-wrap items-baseline gap-x-1.5 text-sm', className)}>
      <span className={cn('font-bold whitespace-nowrap tabular-nums', was && !onMedia && 'text-destructive')}>
        {was ? <span className="sr-only">{ptBR.store.salePrice}: </span> : null}
        {now}
      </span>
      {was ? (
        <s className={cn('text-xs whitespace-nowrap tabular-nums', onMedia ? 'text-white/75' : 'text-fg-muted')}>
          <span className="sr-only">{ptBR.store.oldPrice}: </span>
          {was}
        </s>
      ) : null}
      {stock ? (
        <span
          className={cn(
            'rounded-full px-1.5 text-[0.7rem] leading-5 font-semibold whitespace-nowrap',
            onMedia
              ? 'bg-black/50 text-white'
              : tag.stock === 'low'
                ? 'bg-warning/15 text-warning'
                : 'bg-fg/10 text-fg-muted',
          )}
        >
          {stock}
        </span>
      ) : null}
    </span>
  );
}
