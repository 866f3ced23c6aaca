import { BehaviorSubject, type Observable, map, distinctUntilChanged } from 'rxjs';
import { bus } from '../bus';
import type { CartItem, Product } from '../types';
import { onOtherTabChange, pageSingleton, readJson, writeJson } from './storage';

/** localStorage key of the cart (SPEC §3). */
export const CART_STORAGE_KEY = 'cartItems';

/**
 * What a caller may send with `cart:add`: a cart item in the making. Missing fields fall back as
 * SPEC §3 says: productId → id (or _id), brandId → 1, unitPrice → salePrice → price → 0,
 * shippingFee → 0, variantId → null.
 */
export interface CartItemInput {
  id?: string;
  _id?: string;
  variantId?: string | null;
  productId?: string;
  brandId?: string | number;
  unitPrice?: number | null;
  salePrice?: number | null;
  price?: number | null;
  shippingFee?: number | null;
  name: string;
  image: string;
}

/** Builds a full cart line (quantity 1) from an input, applying SPEC §3's fallbacks. */
export function toCartItem(input: CartItemInput): CartItem {
  const id = String(input.id ?? input._id ?? input.productId ?? '');
  return {
    id,
    variantId: input.variantId ?? null,
    productId: String(input.productId ?? input._id ?? id),
    brandId: input.brandId ?? 1,
    quantity: 1,
    unitPrice: Number(input.unitPrice ?? input.salePrice ?? input.price ?? 0) || 0,
    shippingFee: Number(input.shippingFee ?? 0) || 0,
    name: input.name,
    image: input.image,
  };
}

/** The cart input for one unit of a catalog product. */
export function productToCartInput(product: Product, variantId: string | null = null): CartItemInput {
  return {
    id: product._id,
    variantId,
    productId: product._id,
    brandId: product.brandId?._id ?? 1,
    salePrice: product.salePrice ?? null,
    price: product.price,
    name: product.name,
    image: product.mainImage,
  };
}

function sameLine(a: { id: string; variantId?: string | null }, b: { id: string; variantId?: string | null }): boolean {
  if (a.id !== b.id) return false;
  // SPEC §4: the variant is compared only when one is given.
  if (b.variantId == null) return true;
  return (a.variantId ?? null) === b.variantId;
}

/** SPEC §4: a matching line (id, and variantId when given) gains 1; otherwise a new line of 1. */
export function addLine(items: readonly CartItem[], input: CartItemInput): CartItem[] {
  const item = toCartItem(input);
  if (!item.id) return [...items];
  const index = items.findIndex((line) => sameLine(line, item));
  if (index === -1) return [...items, item];
  return items.map((line, i) => (i === index ? { ...line, quantity: line.quantity + 1 } : line));
}

/** SPEC §4: removing deletes the lines with that id (and variant, when given). */
export function removeLines(items: readonly CartItem[], id: string, variantId?: string | null): CartItem[] {
  return items.filter((line) => !sameLine(line, { id, variantId }));
}

/** Sets one line's quantity; 0 or less removes the line. */
export function setLineQuantity(items: readonly CartItem[], id: string, quantity: number, variantId?: string | null): CartItem[] {
  if (quantity <= 0) return removeLines(items, id, variantId);
  return items.map((line) => (sameLine(line, { id, variantId }) ? { ...line, quantity: Math.floor(quantity) } : line));
}

/** Number of units in the cart (what the header badge counts). */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/** Subtotal in EGP: unit price × quantity over every line. */
export function cartSubtotal(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

function isCartItem(value: unknown): value is CartItem {
  const v = value as CartItem;
  return !!v && typeof v.id === 'string' && typeof v.quantity === 'number' && v.quantity > 0;
}

/**
 * The cart: loaded from localStorage `cartItems` at start, saved on every change, synced across
 * tabs, driven by the bus events `cart:add`, `cart:remove`, `cart:set-quantity`, `cart:reset`.
 */
export class CartStore {
  private readonly subject: BehaviorSubject<CartItem[]>;
  /** The lines, replaying the current value to every new subscriber. */
  readonly items$: Observable<CartItem[]>;
  /** Units in the cart. */
  readonly count$: Observable<number>;
  /** Subtotal in EGP. */
  readonly subtotal$: Observable<number>;

  constructor(private readonly storage?: Storage) {
    this.subject = new BehaviorSubject<CartItem[]>(this.load());
    this.items$ = this.subject.asObservable();
    this.count$ = this.items$.pipe(map(cartCount), distinctUntilChanged());
    this.subtotal$ = this.items$.pipe(map(cartSubtotal), distinctUntilChanged());
    bus.on('cart:add').subscribe((input) => this.commit(addLine(this.items, input)));
    bus.on('cart:remove').subscribe(({ id, variantId }) => this.commit(removeLines(this.items, id, variantId)));
    bus
      .on('cart:set-quantity')
      .subscribe(({ id, variantId, quantity }) => this.commit(setLineQuantity(this.items, id, quantity, variantId)));
    bus.on('cart:reset').subscribe(() => {
      this.subject.next([]);
      writeJson(CART_STORAGE_KEY, null, this.storage);
    });
    onOtherTabChange(CART_STORAGE_KEY, () => this.subject.next(this.load()));
  }

  /** The current lines. */
  get items(): CartItem[] {
    return this.subject.value;
  }

  private load(): CartItem[] {
    const stored = readJson<unknown[]>(CART_STORAGE_KEY, this.storage);
    return Array.isArray(stored) ? stored.filter(isCartItem) : [];
  }

  private commit(items: CartItem[]): void {
    this.subject.next(items);
    writeJson(CART_STORAGE_KEY, items, this.storage);
  }
}

/** The page's one cart store. */
export const cartStore: CartStore = pageSingleton('cart-store', () => new CartStore());
