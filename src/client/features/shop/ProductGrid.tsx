import type { ShopProduct } from '@shared/shop';
import { ProductCard } from './ProductCard';
import { useProductLikeMutation } from './use-shop';

interface ProductGridProps {
  ownerId: string;
  items: readonly ShopProduct[];
  /** What a refused like says (the owner's editor has its own words for a lost session). */
  onLikeFailed: (error: unknown) => void;
  onEdit?: (product: ShopProduct) => void;
  onDelete?: (product: ShopProduct) => void;
}

/** A member's products as a grid of cards; a like shows at once and is undone if the server refuses. */
export function ProductGrid({ ownerId, items, onLikeFailed, onEdit, onDelete }: ProductGridProps) {
  const like = useProductLikeMutation(ownerId);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((p) => (
        <ProductCard
          key={p.id}
          product={p}
          onLike={(liked) => like.mutate({ id: p.id, on: liked }, { onError: onLikeFailed })}
          onEdit={onEdit && (() => onEdit(p))}
          onDelete={onDelete && (() => onDelete(p))}
        />
      ))}
    </div>
  );
}
