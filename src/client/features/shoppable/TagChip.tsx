import { ShoppingBag } from 'lucide-react';
import type { ProductTag } from '@shared/product-tags';
import { cn } from '@client/lib/cn';
import { TagPrice } from './TagPrice';

/** A tag as a row: its picture, title, price and stock; it opens the product's sheet. */
export function TagChip({
  tag,
  onOpen,
  className,
}: {
  tag: ProductTag;
  onOpen: (tag: ProductTag) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      data-testid="product-tag-chip"
      aria-haspopup="dialog"
      onClick={() => onOpen(tag)}
      className={cn(
        'flex h-full w-full min-w-0 items-center gap-3 rounded-xl border border-border bg-surface-strong p-2 text-left text-fg transition-colors hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <TagThumb image={tag.image} size={48} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate text-sm font-semibold">{tag.title}</span>
        <TagPrice tag={tag} />
      </span>
    </button>
  );
}

/** A tagged product's picture, or a bag where it has none; decorative, as its title sits beside it. */
export function TagThumb({ image, size }: { image: string | null | undefined; size: 40 | 48 }) {
  const box = size === 48 ? 'size-12' : 'size-10';
  return image ? (
    <img
      src={image}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn(box, 'shrink-0 rounded-lg bg-surface-muted object-cover')}
    />
  ) : (
    <span aria-hidden="true" className={cn(box, 'grid shrink-0 place-items-center rounded-lg bg-surface-muted')}>
      <ShoppingBag className="size-5 text-fg-muted" />
    </span>
  );
}
