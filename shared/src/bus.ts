import { type Observable, Subject, filter, map } from 'rxjs';
import type { CartItemInput } from './stores/cart-store';
import type { Locale } from './stores/locale-store';
import type { UserSession } from './types';

/** Panels the header can open (SPEC §2: cart popup, favorites panel, account popup). */
export type PanelName = 'cart' | 'favorites' | 'account';

/**
 * Every event that crosses an app boundary, with its payload. Events are transient (no replay):
 * state that a late-loading remote needs lives in the stores, which replay their current value.
 */
export interface BusEvents {
  /** Add one unit of a product to the cart (SPEC §4 cart rules). */
  'cart:add': CartItemInput;
  /** Remove the cart lines with this product id (and variant, when given). */
  'cart:remove': { id: string; variantId?: string | null };
  /** Change the quantity of one line; 0 or less removes it. */
  'cart:set-quantity': { id: string; variantId?: string | null; quantity: number };
  /** Empty the cart and remove its stored copy. */
  'cart:reset': void;
  /** The favorites list changed (after a successful add/remove call, or a reload). */
  'favorites:changed': { productIds: string[] };
  /** The shopper signed in or out. */
  'session:changed': { session: UserSession | null };
  /** The shopper switched the store's language; the query cache refetches in it. */
  'locale:changed': { locale: Locale };
  /** Open a header panel; `null` closes whichever is open. Opening one closes the others. */
  'ui:open-panel': { panel: PanelName | null };
}

export type BusEventName = keyof BusEvents;

/** One event as it travels on the bus. */
export interface BusMessage<K extends BusEventName = BusEventName> {
  type: K;
  payload: BusEvents[K];
}

/** The typed event bus: `emit` sends, `on` returns an observable of one event's payloads. */
export class EventBus {
  private readonly subject = new Subject<BusMessage>();

  /** Sends `payload` to every current subscriber of `type`. */
  emit<K extends BusEventName>(type: K, ...payload: BusEvents[K] extends void ? [] : [BusEvents[K]]): void {
    this.subject.next({ type, payload: payload[0] as BusEvents[K] });
  }

  /** The payloads of `type` from now on. */
  on<K extends BusEventName>(type: K): Observable<BusEvents[K]> {
    return this.subject.pipe(
      filter((m): m is BusMessage<K> => m.type === type),
      map((m) => m.payload),
    );
  }

  /** Every message, for logging and tests. */
  all(): Observable<BusMessage> {
    return this.subject.asObservable();
  }
}

const KEY = Symbol.for('manzil.bus');
const g = globalThis as { [KEY]?: EventBus };

/**
 * The one bus of the page. `@manzil/shared` is a Module Federation singleton, and the instance is
 * also kept on `globalThis`, so even a mis-shared copy cannot create a second bus.
 */
export const bus: EventBus = (g[KEY] ??= new EventBus());
