/**
 * Paymob (accept.paymob.com), the gateway Egyptian shops use, through its documented HTTP API:
 *
 * 1. `POST /api/auth/tokens` `{ api_key }` → `{ token }` (the auth token, valid one hour);
 * 2. `POST /api/ecommerce/orders` `{ auth_token, delivery_needed, amount_cents, currency, merchant_order_id, items }` → `{ id }`;
 * 3. `POST /api/acceptance/payment_keys` `{ auth_token, amount_cents, expiration, order_id, billing_data, currency, integration_id }` → `{ token }`;
 * 4. `POST /api/acceptance/payments/pay` `{ source: { identifier, subtype: 'CARD' | 'TOKEN', … }, payment_token }`
 *    → the transaction (`success`, `pending`, and `redirect_url` when 3-D Secure must be done);
 * 5. `POST /api/acceptance/void_refund/refund` `{ auth_token, transaction_id, amount_cents }` → the refund transaction.
 *
 * Saving a card pays with the verification integration (`PAYMOB_VERIFICATION_INTEGRATION_ID`) and
 * `tokenize: true`; the answer carries the card token, masked PAN and brand. Saved-card payments
 * use the MOTO (card-on-file) integration. Callbacks are verified with `PAYMOB_HMAC_SECRET` as
 * hmac.ts describes. Tested against recorded answers (api/test/fixtures/paymob/) served on
 * loopback, since this machine cannot reach Paymob. Card data is sent to Paymob only: it is never
 * in an error message or a log line of this module.
 */
import { detectCardType } from '@manzil/shared/contract';
import {
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type Customer,
  GatewayError,
  type PaymentGateway,
  type TokenisedCard,
} from './gateway.ts';
import { hmacMatches, processedHmacString, responseHmacString } from './hmac.ts';
import { toVerified } from './sandbox.ts';

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
  /** Milliseconds before a call is abandoned (default 15 s). */
  timeoutMs?: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Paymob's JSON answers, read field by field
type Json = Record<string, any>;

const UNREACHABLE = 'We could not reach the payment service. Please try again in a moment or choose cash on delivery.';

export function paymobGateway(config: PaymobConfig): PaymentGateway {
  async function call(path: string, body: Json): Promise<Json> {
    let response: Response;
    try {
      response = await fetch(new URL(path, config.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch {
      throw new GatewayError(UNREACHABLE, 'gateway_unreachable');
    }
    const answer = (await response.json().catch(() => null)) as Json | null;
    if (!response.ok || !answer) {
      // Paymob's own wording (`detail` / `message`) never repeats card data; keep it short.
      const detail = typeof answer?.detail === 'string' ? answer.detail : typeof answer?.message === 'string' ? answer.message : '';
      throw new GatewayError(
        detail && detail.length < 200 && !/\d{6,}/.test(detail) ? `The payment service refused the request: ${detail}` : UNREACHABLE,
        'gateway_error',
      );
    }
    return answer;
  }

  const authToken = async () => String((await call('/api/auth/tokens', { api_key: config.apiKey })).token);

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
  async function paymentKey(integrationId: number, amountCents: number, merchantOrderId: string, customer: Customer) {
    const auth = await authToken();
    const order = await call('/api/ecommerce/orders', {
      auth_token: auth,
      delivery_needed: false,
      amount_cents: amountCents,
      currency: 'EGP',
      merchant_order_id: merchantOrderId,
      items: [],
    });
    const key = await call('/api/acceptance/payment_keys', {
      auth_token: auth,
      amount_cents: amountCents,
      expiration: 3600,
      order_id: order.id,
      billing_data: billing(customer),
      currency: 'EGP',
      integration_id: integrationId,
      lock_order_when_paid: true,
    });
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

  return {
    name: 'paymob',

    async tokenise(card, customer): Promise<TokenisedCard> {
      const key = await paymentKey(config.verificationIntegrationId, 100, `card-${Date.now()}`, customer);
      const answer = await call('/api/acceptance/payments/pay', {
        source: cardSource(card, customer),
        payment_token: key.paymentToken,
        tokenize: true,
      });
      const token = answer.token ?? answer.card_token ?? answer.data?.token;
      if (answer.success !== true || typeof token !== 'string')
        throw new GatewayError('The card could not be verified. Please check the details or use another card.', 'card_not_verified');
      return {
        token,
        brand: typeof answer.card_subtype === 'string' ? answer.card_subtype : detectCardType(card.number),
        last4: card.number.slice(-4),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      };
    },

    async chargeToken(token, request: ChargeRequest) {
      const key = await paymentKey(config.motoIntegrationId, request.amountCents, request.merchantOrderId, request.customer);
      const answer = await call('/api/acceptance/payments/pay', {
        source: { identifier: token, subtype: 'TOKEN' },
        payment_token: key.paymentToken,
      });
      return result(answer, key.orderId);
    },

    async chargeCard(card, request: ChargeRequest) {
      const key = await paymentKey(config.cardIntegrationId, request.amountCents, request.merchantOrderId, request.customer);
      const answer = await call('/api/acceptance/payments/pay', {
        source: cardSource(card, request.customer),
        payment_token: key.paymentToken,
      });
      return result(answer, key.orderId);
    },

    async refund(transactionId, amountCents) {
      const answer = await call('/api/acceptance/void_refund/refund', {
        auth_token: await authToken(),
        transaction_id: transactionId,
        amount_cents: amountCents,
      });
      if (answer.success !== true) throw new GatewayError('The payment service did not accept the refund.', 'refund_refused');
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
