/**
 * The one interface the shop pays through. Two implementations: the embedded
 * **sandbox** (default; `sandbox.ts`) and **Paymob** (`paymob.ts`, `PAYMENT_GATEWAY=paymob`).
 * A card number and CVV only ever pass through `tokenise` and `chargeCard` on their way to the
 * gateway: nothing here writes them to the database, a log line or an error.
 */
import { messageText, type ApiMessage, type MessageRef } from '../../i18n/translate.ts';

/** A card as typed, handed straight to the gateway. */
export interface CardInput {
  /** 16 digits. */
  number: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cvv: string;
}

/** What the shop may keep of a card: the gateway's token, brand, last four digits and expiry. */
export interface TokenisedCard {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface Customer {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
}

export interface ChargeRequest {
  /** The shop's order number (Paymob's `merchant_order_id`). */
  merchantOrderId: string;
  /** Piastres (EGP × 100). */
  amountCents: number;
  customer: Customer;
  /** Where the shopper's browser comes back to after a 3-D Secure step (the store's page). */
  returnUrl: string;
}

export type ChargeResult =
  /** Paid. `gatewayOrderId` is the gateway's order id (signed in callbacks as `order.id`). */
  | { status: 'approved'; gatewayOrderId: string; transactionId: string }
  | { status: 'declined'; gatewayOrderId: string; transactionId: string }
  /** The shopper must pass 3-D Secure at `redirectUrl`; the result arrives as a callback. */
  | { status: 'action-required'; gatewayOrderId: string; redirectUrl: string };

/** A callback whose HMAC matched: the facts the shop acts on. */
export interface VerifiedCallback {
  transactionId: string;
  gatewayOrderId: string;
  amountCents: number;
  success: boolean;
  pending: boolean;
  isRefund: boolean;
}

/** How long a gateway operation may take: aborting `signal` ends it with `gateway_timeout`. */
export interface GatewayCallOptions {
  /** The caller's budget (a card checkout's, shared by all its calls); else the gateway's own. */
  signal?: AbortSignal;
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'paymob';
  /** True while the gateway is known to be down (its circuit breaker is open): fail fast then. */
  isDown(): boolean;
  /** Swaps a card for a reusable token (no charge). Throws `GatewayError` when the gateway refuses it. */
  tokenise(card: CardInput, customer: Customer, options?: GatewayCallOptions): Promise<TokenisedCard>;
  /** Charges a saved card's token. */
  chargeToken(token: string, request: ChargeRequest, options?: GatewayCallOptions): Promise<ChargeResult>;
  /** Charges a card typed at checkout (not kept unless the caller tokenises it). */
  chargeCard(card: CardInput, request: ChargeRequest, options?: GatewayCallOptions): Promise<ChargeResult>;
  /** Refunds `amountCents` of a paid transaction. */
  refund(transactionId: string, amountCents: number, options?: GatewayCallOptions): Promise<void>;
  /**
   * Voids a paid transaction as a whole, before the gateway settles it (the same day): the shopper
   * is never charged. Throws `GatewayError` `void_not_possible` once it is too late (then refund).
   */
  void(transactionId: string, options?: GatewayCallOptions): Promise<void>;
  /**
   * Checks a transaction callback's HMAC: the processed (POST, JSON `{ type, obj }`) or response
   * (GET, query) callback. `null` when the HMAC is missing or wrong.
   */
  verifyCallback(callback: { query: Record<string, unknown>; body?: unknown }): VerifiedCallback | null;
}

/**
 * The gateway refused or could not be reached. `message` is safe to show; it never holds card data.
 * `code`: `gateway_unavailable` (known down, nothing sent), `gateway_timeout` (no answer within
 * the budget, nothing charged), `payment_unconfirmed` (the paying call went unanswered: its outcome
 * arrives by callback for `gatewayOrderId`), `gateway_unreachable`, `gateway_error`, or a refusal.
 */
export class GatewayError extends Error {
  /** The sentence, written in the shopper's language when answered. */
  readonly apiMessage: ApiMessage;

  constructor(
    message: MessageRef,
    readonly code: string,
    /** The gateway's order id when a payment may still be decided by its callback. */
    readonly gatewayOrderId?: string,
  ) {
    super(messageText(message, 'en'));
    this.name = 'GatewayError';
    this.apiMessage = typeof message === 'string' ? { id: message } : message;
  }
}

/** The HTTP status answering a `GatewayError`: known down 503, out of time 504, any other 502. */
export const gatewayStatus = (error: GatewayError): number =>
  error.code === 'gateway_unavailable' ? 503 : error.code === 'gateway_timeout' || error.code === 'payment_unconfirmed' ? 504 : 502;

/** `MM/YY` → month and four-digit year. */
export function parseExpiry(expiryDate: string): { expiryMonth: number; expiryYear: number } {
  const [mm, yy] = expiryDate.split('/');
  return { expiryMonth: Number(mm), expiryYear: 2000 + Number(yy) };
}
