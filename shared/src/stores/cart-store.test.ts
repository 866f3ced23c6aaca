import { bus } from '../bus';
import { addLine, CART_STORAGE_KEY, CartStore, cartCount, cartSubtotal, removeLines, toCartItem } from './cart-store';

describe('cart rules (SPEC §3, §4)', () => {
  it('fills SPEC fallbacks for a new line', () => {
    expect(toCartItem({ _id: 'p1', name: 'Sofa', image: 'products/1.svg', price: 900 })).toEqual({
      id: 'p1',
      variantId: null,
      productId: 'p1',
      brandId: 1,
      quantity: 1,
      unitPrice: 900,
      shippingFee: 0,
      name: 'Sofa',
      image: 'products/1.svg',
    });
    expect(toCartItem({ id: 'p1', name: 'x', image: '', price: 900, salePrice: 700 }).unitPrice).toBe(700);
    expect(toCartItem({ id: 'p1', name: 'x', image: '', unitPrice: 650, salePrice: 700 }).unitPrice).toBe(650);
    expect(toCartItem({ id: 'p1', name: 'x', image: '' }).unitPrice).toBe(0);
  });

  it('raises the quantity of a matching line and adds a new line otherwise', () => {
    let items = addLine([], { id: 'p1', name: 'Sofa', image: '', price: 100 });
    items = addLine(items, { id: 'p1', name: 'Sofa', image: '', price: 100 });
    items = addLine(items, { id: 'p2', name: 'Lamp', image: '', price: 50 });
    expect(items.map((l) => [l.id, l.quantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
    expect(cartCount(items)).toBe(3);
    expect(cartSubtotal(items)).toBe(250);
  });

  it('keeps variants of one product apart', () => {
    let items = addLine([], { id: 'p1', variantId: 'red', name: 'Chair', image: '', price: 100 });
    items = addLine(items, { id: 'p1', variantId: 'blue', name: 'Chair', image: '', price: 100 });
    expect(items).toHaveLength(2);
  });

  it('removes every line of an id', () => {
    const items = addLine(addLine([], { id: 'p1', name: 'a', image: '' }), { id: 'p2', name: 'b', image: '' });
    expect(removeLines(items, 'p1').map((l) => l.id)).toEqual(['p2']);
  });
});

describe('CartStore', () => {
  beforeEach(() => localStorage.clear());

  it('loads from storage, saves every change, and resets through the bus', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([toCartItem({ id: 'p9', name: 'Rug', image: '', price: 10 })]));
    const store = new CartStore(localStorage);
    expect(store.items.map((l) => l.id)).toEqual(['p9']);

    bus.emit('cart:add', { id: 'p9', name: 'Rug', image: '', price: 10 });
    expect(store.items[0].quantity).toBe(2);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)[0].quantity).toBe(2);

    bus.emit('cart:set-quantity', { id: 'p9', quantity: 5 });
    expect(store.items[0].quantity).toBe(5);

    bus.emit('cart:reset');
    expect(store.items).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('ignores a corrupt stored cart instead of crashing', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(new CartStore(localStorage).items).toEqual([]);
  });

  it('follows a change made in another tab', () => {
    const store = new CartStore(localStorage);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([toCartItem({ id: 'p3', name: 'Bed', image: '', price: 10 })]));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(store.items.map((l) => l.id)).toEqual(['p3']);
  });
});
