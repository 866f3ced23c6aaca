// A minimal stand-in for the shell, used only when this remote runs alone: a bar with the
// remote's pages, a cart button that opens the popup, and a sample product to add.
import { useAtomValue } from 'jotai';
import { Link, Outlet } from '@manzil/shared/router';
import { bus, cartCountAtom, openPanelAtom } from '@manzil/shared';
import CartPopup from './exposed/cart-popup';

const SAMPLE = { id: 'dev-sofa', name: 'Nile three-seat sofa', image: '', price: 12500 };

export function DevHost() {
  const count = useAtomValue(cartCountAtom);
  const open = useAtomValue(openPanelAtom) === 'cart';
  return (
    <>
      <nav style={{ display: 'flex', gap: 16, padding: 12, borderBlockEnd: '1px solid #e4dbd0', fontFamily: 'system-ui' }}>
        <strong>mfe-checkout</strong>
        <Link to="/mycart">/mycart</Link>
        <Link to="/checkout">/checkout</Link>
        <Link to="/trackorder">/trackorder</Link>
        <button type="button" onClick={() => bus.emit('cart:add', SAMPLE)}>
          + sample
        </button>
        <button type="button" onClick={() => bus.emit('ui:open-panel', { panel: 'cart' })}>
          Cart ({count})
        </button>
      </nav>
      <Outlet />
      {open ? <CartPopup open onClose={() => bus.emit('ui:open-panel', { panel: null })} /> : null}
    </>
  );
}
