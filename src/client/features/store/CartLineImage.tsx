import { cn } from '@client/lib/cn';

/** A cart line's picture: the variant's own when it has one, else the product's; an empty tile without. */
export function CartLineImage({
  product,
  variant,
  px,
  className,
}: {
  product: { image?: string | null | undefined } | null | undefined;
  variant: { image_url?: string | null | undefined } | null | undefined;
  px: number;
  className: string;
}) {
  return (
    <div className={cn('overflow-hidden rounded-xl bg-surface-muted', className)}>
      {product?.image ? (
        <img
          src={variant?.image_url ?? product.image}
          alt=""
          width={px}
          height={px}
          className="size-full object-cover"
        />
      ) : null}
    </div>
  );
}
