import { ShoppingCart } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { StoreVariant } from '@shared/store-rules';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { Price } from './Price';

interface BuyBarProps {
  variant: StoreVariant;
  disabled: boolean;
  pending: boolean;
  onAdd: () => void;
}

/**
 * Phones (below the side menu's width): the price and 'Adicionar ao carrinho' stay at the bottom,
 * just above the bottom bar, while the member scrolls the pictures and details. Its right end leaves
 * room for the BrandBot button when the assistant is on.
 */
export function BuyBar({ variant, disabled, pending, onAdd }: BuyBarProps) {
  return (
    <>
      <div
        role="region"
        aria-label={ptBR.store.buyBar}
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-border bg-surface-strong/95 backdrop-blur-xl lg:hidden"
      >
        <div className="mx-auto flex max-w-[640px] items-center gap-3 px-3 py-2 sm:px-4 [[data-assistant]_&]:pr-20">
          <Price variant={variant} className="min-w-0 flex-1" />
          <Button variant="brand" size="lg" className="px-3 text-sm" disabled={disabled} onClick={onAdd}>
            {pending ? <Spinner /> : <ShoppingCart aria-hidden="true" />}
            {ptBR.store.addToCart}
          </Button>
        </div>
      </div>
      {/* The bar's height, so that the end of the page can scroll out from under it. */}
      <div aria-hidden="true" className="h-16 lg:hidden" />
    </>
  );
}
