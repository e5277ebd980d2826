import { Tag } from 'lucide-react';
import type { ShopProduct } from '@shared/shop';
import { ptBR } from '@shared/i18n/pt-BR';
import { tagInsightsArea } from '@shared/i18n/pt-BR/tag-insights';
import { SafetyMenu } from '@client/features/safety/SafetyMenu';
import { ProductCard } from './ProductCard';
import { useProductLikeMutation } from './use-shop';

interface ProductGridProps {
  ownerId: string;
  items: readonly ShopProduct[];
  /** What a refused like says (the owner's editor has its own words for a lost session). */
  onLikeFailed: (error: unknown) => void;
  onEdit?: (product: ShopProduct) => void;
  onDelete?: (product: ShopProduct) => void;
  /** The seller's name, on another member's store: each product offers to report it or mute or block them. */
  ownerName?: string;
  /** On the owner's own store: how often each product's tags were opened (none listed: zero). */
  tagTaps?: ReadonlyMap<string, number>;
}

/** A member's products as a grid of cards; a like shows at once and is undone if the server refuses. */
export function ProductGrid({ ownerId, items, onLikeFailed, onEdit, onDelete, ownerName, tagTaps }: ProductGridProps) {
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
          note={
            tagTaps ? (
              <p className="inline-flex items-center gap-1 text-xs text-fg-muted" data-testid="tag-taps">
                <Tag aria-hidden="true" className="size-3.5" />
                {tagInsightsArea.shopTagTaps.taps(tagTaps.get(p.id) ?? 0)}
              </p>
            ) : undefined
          }
          menu={
            ownerName === undefined ? undefined : (
              <SafetyMenu
                label={ptBR.safetyScreens.menuOf(p.name)}
                target={{
                  report: { kind: 'shop_product', id: p.id },
                  author: { kind: 'member', id: ownerId, name: ownerName },
                }}
              />
            )
          }
        />
      ))}
    </div>
  );
}
