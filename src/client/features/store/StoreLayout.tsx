import { CartDrawerButton } from './CartDrawer';
import { useCartCount } from './use-cart-count';

/** Store pages carry a labelled cart button; the drawer itself lives in the app shell. */
export function StoreCartButton() {
  return <CartDrawerButton count={useCartCount()} />;
}
