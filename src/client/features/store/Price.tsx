import { ptBR } from '@shared/i18n/pt-BR';
import type { StoreVariant } from '@shared/store-rules';
import { cn } from '@client/lib/cn';

/** A variant's price: the sale price with the old one struck through, or the regular price. */
export function Price({
  variant,
  size = 'md',
  className,
}: {
  variant: StoreVariant;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const onSale = variant.sale_price_in_cents !== null && variant.sale_price_in_cents < variant.price_in_cents;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cn('font-bold', size === 'lg' ? 'text-2xl' : 'text-base', onSale && 'text-destructive')}>
        {onSale ? <span className="sr-only">{ptBR.store.salePrice}: </span> : null}
        {onSale ? variant.sale_price_in_cents_formatted : variant.price_in_cents_formatted}
      </span>
      {onSale ? (
        <s className={cn('text-fg-muted', size === 'lg' ? 'text-base' : 'text-xs')}>
          <span className="sr-only">{ptBR.store.oldPrice}: </span>
          {variant.price_in_cents_formatted}
        </s>
      ) : null}
    </p>
  );
}
