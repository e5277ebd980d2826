import type { ReactNode } from 'react';
import { CartDrawer, CartDrawerButton } from './CartDrawer';
import { useCartCount } from './use-cart-count';

/** Store pages carry the cart drawer and its button. */
export function StoreCartButton() {
  return <CartDrawerButton count={useCartCount()} />;
}

export function WithCart({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <CartDrawer />
    </>
  );
}
