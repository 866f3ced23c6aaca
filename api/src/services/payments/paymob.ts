/**
 * Paymob (accept.paymob.com), the gateway Egyptian shops use, through its documented HTTP API:
 *
 * 1. `POST /api/auth/tokens` `{ api_key }` → `{ token }` (the auth token, valid one hour);
 * 2. `POST /api/ecommerce/orders` `{ auth_token, delivery_needed, amount_cents, currency, merchant_order_id, items }` → `{ id }`;
 * 3. `POST /api/acceptance/payment_keys` `{ auth_token, amount_cents, expiration, order_id, billing_data, currency, integration_id }` → `{ token }`;
 * 4. `POST /api/acceptance/payments/pay` `{ source: { identifier, subtype: 'CARD' | 'TOKEN', … }, payment_token }`
 *    → the transaction (`success`, `pending`, and `redirect_url` when 3-D Secure must be done);
 * 5. `POST /api/acceptance/void_refund/refund` `{ auth_token, transaction_id, amount_cents }` → the refund transaction;
 * 6. `POST /api/acceptance/void_refund/void?token=` `{ transaction_id }` → the void transaction (same day, before settlement).
 *
 * Saving a card pays with the verification integration (`PAYMOB_VERIFICATION_INTEGRATION_ID`) and
 * `tokenize: true`; the answer carries the card token, masked PAN and brand. Saved-card payments
 * use the MOTO (card-on-file) integration. Callbacks are verified with `PAYMOB_HMAC_SECRET` as
 * hmac.ts describes. Tested against recorded answers (api/test/fixtures/paymob/) served on
 * loopback, since this machine cannot reach Paymob. Card data is sent to Paymob only: it is never
 * in an error message or a log line of this module.
 *
 * A slow or failing Paymob cannot stall checkout: every call is bounded by the operation's budget
 * (the caller's `signal`, a card checkout's 20 s across all its calls) and by a per-call timeout,
 * and an opossum circuit breaker fails every call at once while Paymob is known to be down.
 */
import CircuitBreaker from 'opossum';
import { detectCardType } from '@manzil/shared/contract';
import {
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type Customer,
  type GatewayCallOptions,
  GatewayError,
  type PaymentGateway,
  type TokenisedCard,
} from './gateway.ts';
import { hmacMatches, processedHmacString, responseHmacString } from './hmac.ts';
import { toVerified } from './sandbox.ts';
import { msg } from '../../i18n/translate.ts';

export interface PaymobConfig {
  /** Default https://accept.paymob.com. */
  baseUrl: string;
  apiKey: string;
  hmacSecret: string;
  /** The online card integration (3-D Secure). */
  cardIntegrationId: number;
  /** Card-on-file (MOTO) integration for saved-card payments; default the card integration. */
  motoIntegrationId: number;
  /** Card verification integration used to save a card; default the card integration. */
  verificationIntegrationId: number;
  /** Milliseconds one HTTP call may take before it is abandoned (default 8 s; a healthy Paymob
   * answers in well under 2 s). A call that times out counts against the circuit breaker. */
  timeoutMs?: number;
  /** Milliseconds an operation without a caller's signal may take in all (default 20 s). */
  budgetMs?: number;
  /** Milliseconds the breaker stays open before one trial call (default 30 s). */
  resetTimeoutMs?: number;
}

/** The overall time a card checkout may spend at the gateway, across all its calls (ms). */
export const GATEWAY_BUDGET_MS = 20_000;
const CALL_TIMEOUT_MS = 8_000;
const RESET_TIMEOUT_MS = 30_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Paymob's JSON answers, read field by field
type Json = Record<string, any>;

/** Paymob answered 5xx: the service is failing (a 4xx is an answer about the request). */
class GatewayDown extends Error {}

export function paymobGateway(config: PaymobConfig): PaymentGateway {
  /** One HTTP call, bounded by `signal` (the operation's budget) and the per-call timeout. */
  async function send(path: string, body: Json, signal: AbortSignal): Promise<{ ok: boolean; answer: Json | null }> {
    const response = await fetch(new URL(path, config.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs ?? CALL_TIMEOUT_MS)]),
    });
    const answer = (await response.json().catch(() => null)) as Json | null;
    if (response.status >= 500) throw new GatewayDown(`Paymob answered ${response.status}`);
    return { ok: response.ok, answer };
  }

  // opossum: after 3+ calls in a minute of which half failed (network error, timeout, 5xx), every
  // call fails at once for `resetTimeoutMs`; then one trial call closes it again or re-opens it.
  const breaker = new CircuitBreaker(send, {
    timeout: false, // the signals above bound each call
    errorThresholdPercentage: 50,
    volumeThreshold: 3,
    rollingCountTimeout: 60_000,
    rollingCountBuckets: 6,
    resetTimeout: config.resetTimeoutMs ?? RESET_TIMEOUT_MS,
  });

  /** A call within the operation's `signal`; GatewayError `gateway_unavailable` (breaker open),
   * `gateway_timeout` (budget or call timeout), `gateway_unreachable` or `gateway_error`. */
  async function call(path: string, body: Json, signal: AbortSignal): Promise<Json> {
    if (signal.aborted) throw new GatewayError('gateway.timeout', 'gateway_timeout');
    let result: { ok: boolean; answer: Json | null };
    try {
      result = await breaker.fire(path, body, signal);
    } catch (error) {
      if ((error as { code?: string }).code === 'EOPENBREAKER') throw new GatewayError('gateway.down', 'gateway_unavailable');
      const name = (error as Error).name;
      if (signal.aborted || name === 'TimeoutError' || name === 'AbortError') throw new GatewayError('gateway.timeout', 'gateway_timeout');
      throw new GatewayError('gateway.unreachable', 'gateway_unreachable');
    }
    const { ok, answer } = result;
    if (!ok || !answer) {
      // Paymob's own wording (`detail` / `message`) never repeats card data; keep it short.
      const detail = typeof answer?.detail === 'string' ? answer.detail : typeof answer?.message === 'string' ? answer.message : '';
      throw new GatewayError(
        detail && detail.length < 200 && !/\d{6,}/.test(detail) ? msg('gateway.refused', { detail }) : 'gateway.unreachable',
        'gateway_error',
      );
    }
    return answer;
  }

  /** The caller's budget, else one of this client's own. */
  const budget = (options?: GatewayCallOptions) => options?.signal ?? AbortSignal.timeout(config.budgetMs ?? GATEWAY_BUDGET_MS);

  const authToken = async (signal: AbortSignal) => String((await call('/api/auth/tokens', { api_key: config.apiKey }, signal)).token);

  const billing = (customer: Customer) => ({
    first_name: customer.firstName || 'NA',
    last_name: customer.lastName || 'NA',
    email: customer.email,
    phone_number: customer.phoneNumber || 'NA',
    apartment: 'NA',
    floor: 'NA',
    street: 'NA',
    building: 'NA',
    city: 'NA',
    country: 'EG',
    postal_code: 'NA',
    state: 'NA',
    shipping_method: 'NA',
  });

  /** Steps 1–3: a payment key for `amountCents` on `integrationId`, and Paymob's order id. */
  async function paymentKey(integrationId: number, amountCents: number, merchantOrderId: string, customer: Customer, signal: AbortSignal) {
    const auth = await authToken(signal);
    const order = await call(
      '/api/ecommerce/orders',
      {
        auth_token: auth,
        delivery_needed: false,
        amount_cents: amountCents,
        currency: 'EGP',
        merchant_order_id: merchantOrderId,
        items: [],
      },
      signal,
    );
    const key = await call(
      '/api/acceptance/payment_keys',
      {
        auth_token: auth,
        amount_cents: amountCents,
        expiration: 3600,
        order_id: order.id,
        billing_data: billing(customer),
        currency: 'EGP',
        integration_id: integrationId,
        lock_order_when_paid: true,
      },
      signal,
    );
    return { paymentToken: String(key.token), orderId: String(order.id) };
  }

  const cardSource = (card: CardInput, customer: Customer) => ({
    identifier: card.number,
    sourceholder_name: `${customer.firstName} ${customer.lastName}`.trim() || 'Card holder',
    subtype: 'CARD',
    expiry_month: String(card.expiryMonth).padStart(2, '0'),
    expiry_year: String(card.expiryYear % 100).padStart(2, '0'),
    cvn: card.cvv,
  });

  function result(transaction: Json, orderId: string): ChargeResult {
    const redirect = transaction.redirect_url ?? transaction.redirection_url ?? transaction.data?.redirect_url;
    if (transaction.pending === true && typeof redirect === 'string' && redirect)
      return { status: 'action-required', gatewayOrderId: orderId, redirectUrl: redirect };
    return {
      status: transaction.success === true ? 'approved' : 'declined',
      gatewayOrderId: orderId,
      transactionId: String(transaction.id),
    };
  }

  /**
   * The paying call of an order. Once it is sent, a timeout leaves the outcome with Paymob: the
   * error carries Paymob's order id, so the shop keeps the order pending for the callback
   * instead of inviting a second payment.
   */
  async function pay(body: Json, orderId: string, signal: AbortSignal): Promise<Json> {
    try {
      return await call('/api/acceptance/payments/pay', body, signal);
    } catch (error) {
      if (error instanceof GatewayError && error.code === 'gateway_timeout')
        throw new GatewayError('gateway.unconfirmed', 'payment_unconfirmed', orderId);
      throw error;
    }
  }

  return {
    name: 'paymob',

    isDown: () => breaker.opened,

    async tokenise(card, customer, options): Promise<TokenisedCard> {
      const signal = budget(options);
      const key = await paymentKey(config.verificationIntegrationId, 100, `card-${Date.now()}`, customer, signal);
      const answer = await call(
        '/api/acceptance/payments/pay',
        { source: cardSource(card, customer), payment_token: key.paymentToken, tokenize: true },
        signal,
      );
      const token = answer.token ?? answer.card_token ?? answer.data?.token;
      if (answer.success !== true || typeof token !== 'string') throw new GatewayError('card.not_verified', 'card_not_verified');
      return {
        token,
        brand: typeof answer.card_subtype === 'string' ? answer.card_subtype : detectCardType(card.number),
        last4: card.number.slice(-4),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      };
    },

    async chargeToken(token, request: ChargeRequest, options) {
      const signal = budget(options);
      const key = await paymentKey(config.motoIntegrationId, request.amountCents, request.merchantOrderId, request.customer, signal);
      const answer = await pay({ source: { identifier: token, subtype: 'TOKEN' }, payment_token: key.paymentToken }, key.orderId, signal);
      return result(answer, key.orderId);
    },

    async chargeCard(card, request: ChargeRequest, options) {
      const signal = budget(options);
      const key = await paymentKey(config.cardIntegrationId, request.amountCents, request.merchantOrderId, request.customer, signal);
      const answer = await pay({ source: cardSource(card, request.customer), payment_token: key.paymentToken }, key.orderId, signal);
      return result(answer, key.orderId);
    },

    async refund(transactionId, amountCents, options) {
      const signal = budget(options);
      const answer = await call(
        '/api/acceptance/void_refund/refund',
        { auth_token: await authToken(signal), transaction_id: transactionId, amount_cents: amountCents },
        signal,
      );
      if (answer.success !== true) throw new GatewayError('gateway.refund_refused', 'refund_refused');
    },

    async void(transactionId, options) {
      const signal = budget(options);
      // Paymob's void takes the auth token as a query parameter and only the transaction in the body.
      const token = await authToken(signal);
      let answer: Json;
      try {
        answer = await call(
          `/api/acceptance/void_refund/void?token=${encodeURIComponent(token)}`,
          { transaction_id: transactionId },
          signal,
        );
      } catch (error) {
        if (error instanceof GatewayError && error.code === 'gateway_error')
          throw new GatewayError('gateway.void_not_possible', 'void_not_possible');
        throw error;
      }
      if (answer.success !== true) throw new GatewayError('gateway.void_not_possible', 'void_not_possible');
    },

    verifyCallback({ query, body }) {
      if (body && typeof body === 'object' && 'obj' in body) {
        const obj = (body as { obj: Json }).obj;
        if (!obj || typeof obj !== 'object' || !hmacMatches(config.hmacSecret, processedHmacString(obj), query.hmac)) return null;
        return toVerified(obj.id, obj.order?.id, obj);
      }
      if (!hmacMatches(config.hmacSecret, responseHmacString(query), query.hmac)) return null;
      return toVerified(query.id, query.order, query);
    },
  };
}
