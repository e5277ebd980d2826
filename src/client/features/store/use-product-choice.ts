import { useState } from 'react';
import {
  canAddToCart,
  defaultVariant,
  maxUnitsOf,
  stockMessage,
  type StoreProduct,
  type StoreVariant,
} from '@shared/store-rules';
import { useAddToCartMutation } from './use-cart';

/**
 * The buying choice on a product: its variant, the quantity, the picture shown, what the stock says
 * and whether it may be bought. The product page and the product sheet over tagged content share it.
 */
export function useProductChoice(product: StoreProduct, options: { openCart?: boolean } = {}) {
  const [variant, setVariant] = useState(() => defaultVariant(product));
  const [quantity, setQuantity] = useState(1);
  const imageOf = (v: StoreVariant) => product.images.findIndex((image) => image.url === v.image_url);
  const [shown, setShown] = useState(() => Math.max(0, imageOf(variant)));
  const add = useAddToCartMutation(options);
  const pick = (next: StoreVariant) => {
    setVariant(next);
    // A smaller stock lowers the quantity already chosen; a variant without a picture keeps the one shown.
    setQuantity((q) => Math.max(1, Math.min(q, maxUnitsOf(next))));
    const image = imageOf(next);
    if (image >= 0) setShown(image);
  };
  return {
    variant,
    quantity,
    setQuantity,
    shown,
    pick,
    max: maxUnitsOf(variant),
    stock: stockMessage(variant, quantity),
    allowed: canAddToCart(product, variant, quantity),
    add,
    addToCart: () => add.mutate({ product, variant, quantity }),
  };
}
