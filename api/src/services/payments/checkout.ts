/**
 * Checkout's money: the server's quote (prices from the catalog, promo code, shipping
 * 0 per SPEC §9), placing an order with cash on delivery (up to `COD_LIMIT_EGP`), a saved card or
 * a new card through the gateway, and the gateway's callbacks. A declined card cancels the order
 * it was for (stock and code released) and answers 402; the shopper's cart is theirs to keep.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COD_LIMIT_EGP, SHIPPING_FEE } from '@manzil/shared/contract';
import { paymentCallbacks, promoRedemptions } from '../../db/billing-schema.ts';
import { orderItems, orders, products, users } from '../../db/schema.ts';
import { orderConfirmationEmail } from '../../emails/order-confirmation.ts';
import { allowedOrigin } from '../../lib/cors.ts';
import type { Database } from '../../db/client.ts';
import { orderCancelledUnpaid, orderPaid } from '../money/events.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import { requestLocale, type Locale } from '../../lib/locale.ts';
import { keepFailedAnswer } from '../../plugins/idempotency.ts';
import type { SessionAccount } from '../../plugins/sessions.ts';
import type { PlacedOrderJson } from '../../repositories/orders.ts';
import { discountCents, type PromoRow } from '../../repositories/promo-codes.ts';
import {
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  GatewayError,
  gatewayStatus,
  parseExpiry,
  type VerifiedCallback,
} from './gateway.ts';
import { msg } from '../../i18n/translate.ts';
import { formatPrice } from '../../emails/locale.ts';

/** Cash on delivery over the limit: the limit written as a price in the request's language. */
const codOverLimit = msg('checkout.cod_over_limit', { limit: (locale) => formatPrice(COD_LIMIT_EGP, locale) });

const cents = (egp: number) => Math.round(Number(egp) * 100);

export interface PaymentChoice {
  paymentMethod: 'cash-on-delivery' | 'card';
  cardId?: string;
  newCard?: { cardNumber: string; expiryDate: string; cvv: string };
  saveCard?: boolean;
  promoCode?: string;
}

export interface OrderBasics {
  items: { productId: number; quantity: number }[];
  shippingAddress: PlacedOrderJson['shippingAddress'];
  phoneNumber: string;
}

export type PlaceResult = PlacedOrderJson & { nextAction?: { type: '3ds'; redirectUrl: string } };

const toCardInput = (card: NonNullable<PaymentChoice['newCard']>): CardInput => ({
  number: card.cardNumber,
  cvv: card.cvv,
  ...parseExpiry(card.expiryDate),
});

/**
 * Marks a pending card order paid (the gateway confirmed it) and posts its ledger entry, inside
 * `tx`. Answers the order's locale, or null when it was not pending (already paid, or cancelled).
 */
async function payPendingOrder(tx: Database, orderId: number, reference: string) {
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', status: 'confirmed', paymentReference: reference })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
    .returning({ locale: orders.locale });
  if (paid) await orderPaid(tx, orderId);
  return paid ?? null;
}

/**
 * Marks a pending card order paid and posts its ledger entry, in one transaction (no e-mail: the
 * checkout service's own path also queues the confirmation). False when the order was not pending.
 */
export async function markOrderPaid(db: Database, orderId: number, reference: string): Promise<boolean> {
  return db.transaction(async (tx) => (await payPendingOrder(tx as unknown as Database, orderId, reference)) !== null);
}

export function checkoutService(app: FastifyInstance) {
  const { gateway } = app.payments;

  /** The store page a 3-D Secure step returns to: the caller's allowed Origin, else a path. */
  function returnUrl(request: FastifyRequest, orderId: string): string {
    const base = allowedOrigin(request, app.payments.corsOrigins) ?? '';
    return `${base}/checkout?order=${encodeURIComponent(orderId)}`;
  }

  /** An absolute URL for a path the API serves (the sandbox's 3-D Secure page). */
  const absolute = (request: FastifyRequest, url: string) => (url.startsWith('/') ? `${request.protocol}://${request.host}${url}` : url);

  /**
   * The order confirmation in `locale`; in Arabic the lines are named by their
   * products' Arabic names where there are (an order keeps the English name it was placed under).
   */
  async function confirmationEmail(db: Database, to: string, firstName: string, order: PlacedOrderJson, locale: Locale) {
    if (locale !== 'ar') return orderConfirmationEmail(to, firstName, order);
    const ids = order.cartItems.map((item) => Number(item.productId));
    const rows = ids.length
      ? await db.select({ id: products.id, nameAr: products.nameAr }).from(products).where(inArray(products.id, ids))
      : [];
    const names = new Map(rows.filter((r) => r.nameAr).map((r) => [String(r.id), r.nameAr!]));
    return orderConfirmationEmail(to, firstName, order, 'ar', names);
  }

  /** Puts the order's confirmation in the outbox inside `tx`, the transaction that places the
   * order (cash on delivery) or marks it paid: both happen, or neither. */
  async function queueConfirmation(tx: Database, to: string, firstName: string, order: PlacedOrderJson, locale: Locale) {
    await app.mailer.enqueue(tx, await confirmationEmail(tx, to, firstName, order, locale));
  }

  /** Cancels an unpaid order: stock back, promo code released, payment `declined`. Idempotent. */
  async function cancelUnpaid(orderId: number): Promise<boolean> {
    return app.db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ status: 'cancelled', paymentStatus: 'declined' })
        .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['pending'])))
        .returning({ id: orders.id });
      if (!order) return false;
      const lines = await tx
        .select({ productId: orderItems.productId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      for (const line of lines)
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${line.quantity}` })
          .where(eq(products.id, line.productId));
      await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId));
      await orderCancelledUnpaid(tx as unknown as Database, orderId);
      return true;
    });
  }

  /**
   * Marks a pending order paid, posts its ledger entry and queues its confirmation, in one
   * transaction; false when it was not pending (already paid, cancelled). Delivery starts after
   * the commit.
   */
  async function markPaid(orderId: number, reference: string, to: { email: string; firstName: string }): Promise<boolean> {
    const order = await app.repos.orders.byId(orderId);
    if (!order) return false;
    const paid = await app.db.transaction(async (tx) => {
      const row = await payPendingOrder(tx as unknown as Database, orderId, reference);
      if (!row) return false;
      await queueConfirmation(tx, to.email, to.firstName, { ...order, paymentStatus: 'paid', status: 'confirmed' }, row.locale);
      return true;
    });
    if (paid) app.mailer.deliverQueued();
    return paid;
  }

  return {
    /**
     * The server's totals for the cart lines (EGP), with the promo code applied when `email` may
     * use it (else its 400/409 `HttpError`), and whether cash on delivery is offered.
     */
    async quote(items: { productId: number; quantity: number }[], promoCode: string | undefined, email: string) {
      const ids = [...new Set(items.map((i) => i.productId))];
      const found = await app.db
        .select({ id: products.id, name: products.name, price: products.effectivePrice, status: products.status })
        .from(products)
        .where(inArray(products.id, ids));
      const byId = new Map(found.map((p) => [p.id, p]));
      let subtotalCents = 0;
      for (const item of items) {
        const product = byId.get(item.productId);
        if (!product || !product.status)
          throw conflict('checkout.product_gone', {
            productId: String(item.productId),
            available: 0,
          });
        subtotalCents += cents(product.price) * item.quantity;
      }
      const promo = promoCode ? await app.repos.promoCodes.usable(promoCode, email) : null;
      const discount = promo ? discountCents(promo, subtotalCents) : 0;
      const totalCents = subtotalCents - discount + cents(SHIPPING_FEE);
      return {
        subtotal: subtotalCents / 100,
        discount: discount / 100,
        shippingFee: SHIPPING_FEE,
        total: totalCents / 100,
        promoCode: promo
          ? {
              code: promo.code,
              kind: promo.kind,
              percentOff: promo.percentOff,
              amountOff: promo.amountOff === null ? null : Number(promo.amountOff),
              description: promo.description,
            }
          : null,
        cashOnDeliveryLimit: COD_LIMIT_EGP,
        cashOnDeliveryAvailable: totalCents <= COD_LIMIT_EGP * 100,
      };
    },

    /**
     * Places the order and takes the payment. Answers the order (201), with `nextAction` when
     * 3-D Secure must be done; throws 400 (`card_required`, `cod_over_limit`, promo codes), 404
     * (`card_not_found`), 402 (`card_declined`), 409 (stock), 502 (gateway unreachable or
     * refusing), 503 `gateway_unavailable` (known down: answered at once, nothing written), 504
     * `gateway_timeout` (no answer within the checkout's budget; order cancelled, nothing charged)
     * or 504 `payment_unconfirmed` (the paying call went unanswered: the order stays pending for
     * the gateway's callback). Card work at the gateway shares one budget (`payments.budgetMs`).
     */
    async place(request: FastifyRequest, account: SessionAccount, basics: OrderBasics, choice: PaymentChoice): Promise<PlaceResult> {
      const card = choice.paymentMethod === 'card';
      let saved: { id: number; token: string } | null = null;
      if (card) {
        if (choice.cardId) {
          saved = await app.repos.cards.token(account.userId, Number(choice.cardId));
          if (!saved) throw new HttpError(404, 'card.not_found', { code: 'card_not_found' });
        } else if (!choice.newCard) {
          throw new HttpError(400, 'card.required', { code: 'card_required' });
        }
      }
      // While the gateway is known to be down, a card order is refused before anything is written.
      if (card && gateway.isDown()) throw new HttpError(503, 'gateway.down', { code: 'gateway_unavailable' });
      const promo: PromoRow | null = choice.promoCode ? await app.repos.promoCodes.usable(choice.promoCode, account.email) : null;

      const locale = requestLocale(request);
      let order = await app.repos.orders.place({
        locale,
        userId: account.userId,
        email: account.email,
        ...basics,
        paymentMethod: choice.paymentMethod,
        cardId: saved?.id,
        promo: promo ?? undefined,
        paymentStatus: card ? 'pending' : 'not-required',
        beforeWrite: ({ totalCents }) => {
          if (!card && totalCents > COD_LIMIT_EGP * 100) throw new HttpError(400, codOverLimit, { code: 'cod_over_limit' });
        },
        // Cash on delivery is confirmed as placed: its mail is written with the order.
        afterWrite: card ? undefined : (tx, placed) => queueConfirmation(tx, account.email, account.firstName, placed, locale),
      });
      const orderId = Number(order._id);
      if (!card) {
        app.mailer.deliverQueued();
        return order;
      }

      const charge: ChargeRequest = {
        merchantOrderId: order.orderNumber,
        amountCents: cents(order.total),
        customer: { email: account.email, firstName: account.firstName, lastName: account.lastName, phoneNumber: basics.phoneNumber },
        returnUrl: returnUrl(request, order._id),
      };
      let result: ChargeResult;
      // One budget for every call this checkout makes at the gateway (saving a card is two operations).
      const budget = { signal: AbortSignal.timeout(app.payments.budgetMs) };
      try {
        if (charge.amountCents === 0) {
          result = { status: 'approved', gatewayOrderId: `free-${order.orderNumber}`, transactionId: `free-${order.orderNumber}` };
        } else if (saved) {
          result = await gateway.chargeToken(saved.token, charge, budget);
        } else {
          const newCard = toCardInput(choice.newCard!);
          if (choice.saveCard) {
            const tokenised = await gateway.tokenise(newCard, charge.customer, budget);
            result = await gateway.chargeToken(tokenised.token, charge, budget);
            if (result.status !== 'declined') await app.repos.cards.add(account.userId, gateway.name, tokenised);
          } else {
            result = await gateway.chargeCard(newCard, charge, budget);
          }
        }
      } catch (error) {
        if (error instanceof GatewayError && error.code === 'payment_unconfirmed' && error.gatewayOrderId) {
          // The card may have been charged: the order waits for the gateway's callback, which pays
          // or cancels it; a retry would risk a second charge.
          await app.db
            .update(orders)
            .set({ paymentReference: error.gatewayOrderId, paymentReturnUrl: charge.returnUrl })
            .where(eq(orders.id, orderId));
          keepFailedAnswer(request);
          throw new HttpError(504, msg(error.apiMessage.id, { ...error.apiMessage.values, order: order.orderNumber }), {
            code: error.code,
          });
        }
        await cancelUnpaid(orderId);
        if (error instanceof GatewayError) throw new HttpError(gatewayStatus(error), error.apiMessage, { code: error.code });
        throw error;
      }

      if (result.status === 'declined') {
        await cancelUnpaid(orderId);
        throw new HttpError(402, 'card.declined', { code: 'card_declined' });
      }
      await app.db
        .update(orders)
        .set({ paymentReference: result.gatewayOrderId, paymentReturnUrl: charge.returnUrl })
        .where(eq(orders.id, orderId));
      if (result.status === 'approved') {
        await markPaid(orderId, result.gatewayOrderId, account);
        order = (await app.repos.orders.byId(orderId))!;
        return order;
      }
      return { ...order, nextAction: { type: '3ds', redirectUrl: absolute(request, result.redirectUrl) } };
    },

    /**
     * Cancels the card orders that waited longer than `payments.pendingPaymentMs` for their
     * payment (a 3-D Secure page left open, a paying call the gateway never confirmed): their
     * stock and promo codes go back to the shelf. A success the gateway reports later is refunded
     * by `applyCallback`. Answers how many it cancelled.
     */
    async cancelAbandonedPayments(now = Date.now()): Promise<number> {
      const stale = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'card'),
            eq(orders.paymentStatus, 'pending'),
            lt(orders.createdAt, new Date(now - app.payments.pendingPaymentMs)),
          ),
        )
        .limit(500);
      let cancelled = 0;
      for (const { id } of stale) if (await cancelUnpaid(id)) cancelled += 1;
      return cancelled;
    },

    /**
     * Applies a verified transaction callback once. `replay: 'refuse'` (the processed callback)
     * answers 409 `callback_replayed` for a transaction already applied; `'ignore'` (the browser's
     * response callback) changes nothing then. 404 for an unknown order, 400 for a wrong amount.
     */
    async applyCallback(request: FastifyRequest, gatewayName: string, callback: VerifiedCallback, replay: 'refuse' | 'ignore') {
      const [order] = await app.db.select().from(orders).where(eq(orders.paymentReference, callback.gatewayOrderId)).limit(1);
      if (!order) throw new HttpError(404, 'payment.unknown_payment', { code: 'unknown_payment' });
      if (callback.amountCents !== cents(order.total)) throw new HttpError(400, 'payment.amount_mismatch', { code: 'amount_mismatch' });
      const [recorded] = await app.db
        .insert(paymentCallbacks)
        .values({ gateway: gatewayName, transactionId: callback.transactionId, orderId: order.id, success: callback.success })
        .onConflictDoNothing()
        .returning({ id: paymentCallbacks.id });
      if (!recorded) {
        if (replay === 'refuse') throw new HttpError(409, 'payment.callback_replayed', { code: 'callback_replayed' });
        return { order, changed: false };
      }
      if (callback.pending) return { order, changed: false };
      if (callback.isRefund && callback.success) {
        await app.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, order.id));
        return { order, changed: true };
      }
      if (callback.success && order.paymentStatus === 'declined') {
        // The order was cancelled unpaid (its payment waited too long, or the gateway said no
        // first) and the charge went through after all: the money goes back to the shopper. A
        // refund the gateway refuses now is retried with the gateway's next delivery of this
        // callback, which is why the callback is forgotten then.
        try {
          await gateway.refund(callback.transactionId, callback.amountCents);
        } catch (error) {
          await app.db.delete(paymentCallbacks).where(eq(paymentCallbacks.id, recorded.id));
          request.log.error({ err: error, orderId: order.id }, 'could not refund a payment that arrived after its order was cancelled');
          throw new HttpError(502, 'payment.late_refund_failed', { code: 'refund_failed' });
        }
        await app.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, order.id));
        request.log.warn({ orderId: order.id }, 'refunded a payment that arrived after its order was cancelled');
        return { order, changed: true };
      }
      if (callback.success) {
        if (order.paymentStatus !== 'pending') return { order, changed: false };
        const [user] = await app.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, order.userId)).limit(1);
        const changed = await markPaid(order.id, callback.gatewayOrderId, { email: order.email, firstName: user?.firstName ?? '' });
        return { order, changed };
      }
      return { order, changed: await cancelUnpaid(order.id) };
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
