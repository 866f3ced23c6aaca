import type { CartPopupProps } from '@manzil/shared';
import { CartPopupSheet } from '../features/cart/cart-popup';
import { RemoteIntl } from '../intl';

/** `checkout/CartPopup`: the header's cart popup (SPEC §2), in this remote's own messages. */
export default function CartPopup(props: CartPopupProps) {
  return (
    <RemoteIntl>
      <CartPopupSheet {...props} />
    </RemoteIntl>
  );
}
