/**
 * The embedded sandbox gateway (the default, as Saleor's dummy gateway and Medusa's system
 * provider are): it runs in the API process, keeps its own books in `sandbox_*` tables (apart
 * from the shop's), and decides by documented test card numbers (README "Payments"):
 *
 * - 4000 0000 0000 0002 is declined;
 * - 4000 0000 0000 3220 needs 3-D Secure (a page the API serves, then back to the store);
 * - every other valid number (4242 4242 4242 4242, 5555 5555 5555 4444, Meeza 5078 0300 0000 0011…) is approved.
 *
 * Its callbacks are shaped and signed exactly as Paymob's transaction callbacks (hmac.ts), so the
 * shop verifies both gateways with the same code. A token remembers the brand, last four digits
 * and which behaviour the number had — never the number or the CVV.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { detectCardType } from '@manzil/shared/contract';
import type { Database } from '../../db/client.ts';
import { sandboxTokens, sandboxTransactions } from '../../db/billing-schema.ts';
import {
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type Customer,
  GatewayError,
  type PaymentGateway,
  type TokenisedCard,
  type VerifiedCallback,
} from './gateway.ts';
import { hmacMatches, processedHmacString, responseHmacString, signHmac } from './hmac.ts';

export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  threeDSecure: '4000000000003220',
  meeza: '5078030000000011',
} as const;

type Behaviour = 'approve' | 'decline' | '3ds';

const behaviourOf = (number: string): Behaviour =>
  number === SANDBOX_CARDS.decline ? 'decline' : number === SANDBOX_CARDS.threeDSecure ? '3ds' : 'approve';

/** The sandbox's merchant id ("owner" in Paymob's callbacks) and card integration id. */
const OWNER = 1001;
const INTEGRATION_ID = 2001;

type TransactionRow = typeof sandboxTransactions.$inferSelect;

export interface SandboxGateway extends PaymentGateway {
  /**
   * The transaction id a 3-D Secure page address names (`<id>.<signature>`), or null when the
   * signature is not this sandbox's: the address is a capability, so ids cannot be guessed.
   */
  transactionOfChallenge(challenge: string): number | null;
  /** The transaction waiting on its 3-D Secure page, or null. */
  pendingThreeDSecure(id: number): Promise<TransactionRow | null>;
  /**
   * Ends a pending 3-D Secure step (null when it is not pending): approves (`passed`) or declines the transaction and returns the
   * processed callback (JSON body and `hmac`) and the response callback's query, both signed.
   */
  completeThreeDSecure(
    id: number,
    passed: boolean,
  ): Promise<{ body: { type: 'TRANSACTION'; obj: Record<string, unknown> }; hmac: string; responseQuery: Record<string, string> } | null>;
  /** Signs a processed callback for a transaction (used by the tests and the 3-D Secure page). */
  processedCallback(id: number): Promise<{ body: { type: 'TRANSACTION'; obj: Record<string, unknown> }; hmac: string } | null>;
}

export function sandboxGateway(db: Database, hmacSecret: string): SandboxGateway {
  // Its own key, derived from the callback secret, so a page address never signs a callback.
  const challengeKey = createHmac('sha256', hmacSecret).update('manzil sandbox 3-D Secure pages').digest();
  const challengeOf = (id: number) => `${id}.${createHmac('sha256', challengeKey).update(String(id)).digest('base64url')}`;

  /** Paymob's `obj` for a transaction. */
  function transactionObject(row: TransactionRow): Record<string, unknown> {
    const approved = row.status === 'approved' || row.status === 'refunded';
    return {
      id: row.id,
      pending: row.status === 'pending-3ds',
      amount_cents: row.amountCents,
      success: approved,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: row.status === 'voided',
      is_refunded: row.status === 'refunded',
      is_3d_secure: row.is3dSecure,
      integration_id: INTEGRATION_ID,
      has_parent_transaction: false,
      order: { id: row.id, merchant_order_id: row.merchantOrderId },
      created_at: row.createdAt.toISOString().replace('Z', ''),
      currency: row.currency,
      error_occured: false,
      owner: OWNER,
      source_data: { pan: row.last4, type: 'card', sub_type: row.brand },
    };
  }

  function flatQuery(obj: Record<string, unknown>): Record<string, string> {
    const source = obj.source_data as Record<string, unknown>;
    const order = obj.order as Record<string, unknown>;
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(obj)) if (typeof value !== 'object') query[key] = String(value);
    query.order = String(order.id);
    query.merchant_order_id = String(order.merchant_order_id);
    query['source_data.pan'] = String(source.pan);
    query['source_data.type'] = String(source.type);
    query['source_data.sub_type'] = String(source.sub_type);
    query.hmac = signHmac(hmacSecret, responseHmacString(query));
    return query;
  }

  async function record(
    behaviour: Behaviour,
    brand: string,
    last4: string,
    token: string | null,
    request: ChargeRequest,
  ): Promise<ChargeResult> {
    const status = behaviour === 'approve' ? 'approved' : behaviour === 'decline' ? 'declined' : 'pending-3ds';
    const [row] = await db
      .insert(sandboxTransactions)
      .values({
        merchantOrderId: request.merchantOrderId,
        token,
        amountCents: request.amountCents,
        status,
        is3dSecure: behaviour === '3ds',
        returnUrl: request.returnUrl,
        brand,
        last4,
      })
      .returning({ id: sandboxTransactions.id });
    const id = String(row!.id);
    if (status === 'pending-3ds')
      return { status: 'action-required', gatewayOrderId: id, redirectUrl: `/api/payments/sandbox/3ds/${challengeOf(row!.id)}` };
    return { status, gatewayOrderId: id, transactionId: id };
  }

  const gateway: SandboxGateway = {
    name: 'sandbox',

    // In-process: never down, and its answers take milliseconds (no budget to keep).
    isDown: () => false,

    async tokenise(card: CardInput, _customer: Customer): Promise<TokenisedCard> {
      const token = `sbx_tok_${randomBytes(18).toString('base64url')}`;
      const brand = detectCardType(card.number);
      const last4 = card.number.slice(-4);
      await db.insert(sandboxTokens).values({ token, brand, last4, behaviour: behaviourOf(card.number) });
      return { token, brand, last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear };
    },

    async chargeToken(token, request) {
      const [saved] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.token, token)).limit(1);
      if (!saved) throw new GatewayError('card.token_unknown', 'card_token_unknown');
      return record(saved.behaviour, saved.brand, saved.last4, token, request);
    },

    async chargeCard(card, request) {
      return record(behaviourOf(card.number), detectCardType(card.number), card.number.slice(-4), null, request);
    },

    async refund(transactionId, amountCents) {
      const [row] = await db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.id, Number(transactionId)))
        .limit(1);
      if (!row || row.status !== 'approved') throw new GatewayError('gateway.refund_not_possible', 'refund_not_possible');
      if (amountCents > row.amountCents - row.refundedCents) throw new GatewayError('gateway.refund_too_large', 'refund_too_large');
      const refunded = row.refundedCents + amountCents;
      await db
        .update(sandboxTransactions)
        .set({ refundedCents: refunded, status: refunded === row.amountCents ? 'refunded' : 'approved' })
        .where(eq(sandboxTransactions.id, row.id));
    },

    async void(transactionId) {
      const [row] = await db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.id, Number(transactionId)))
        .limit(1);
      // As Paymob: only an approved, unrefunded transaction of the same (UTC) day, before settlement.
      const sameDay = row !== undefined && row.createdAt.toISOString().slice(0, 10) === new Date().toISOString().slice(0, 10);
      if (!row || row.status !== 'approved' || row.refundedCents > 0 || !sameDay)
        throw new GatewayError('gateway.void_not_possible', 'void_not_possible');
      await db
        .update(sandboxTransactions)
        .set({ status: 'voided' })
        .where(and(eq(sandboxTransactions.id, row.id), eq(sandboxTransactions.status, 'approved')));
    },

    verifyCallback({ query, body }) {
      if (body && typeof body === 'object' && 'obj' in body) {
        const obj = (body as { obj: Record<string, unknown> }).obj;
        if (!obj || typeof obj !== 'object' || !hmacMatches(hmacSecret, processedHmacString(obj), query.hmac)) return null;
        return toVerified(obj.id, (obj.order as Record<string, unknown> | undefined)?.id, obj);
      }
      if (!hmacMatches(hmacSecret, responseHmacString(query), query.hmac)) return null;
      return toVerified(query.id, query.order, query);
    },

    transactionOfChallenge(challenge) {
      const id = Number(/^([1-9]\d{0,9})\./.exec(challenge)?.[1]);
      if (!Number.isSafeInteger(id)) return null;
      const expected = Buffer.from(challengeOf(id));
      const given = Buffer.from(challenge);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },

    async pendingThreeDSecure(id) {
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id)).limit(1);
      return row && row.status === 'pending-3ds' ? row : null;
    },

    async completeThreeDSecure(id, passed) {
      const [row] = await db
        .update(sandboxTransactions)
        .set({ status: passed ? 'approved' : 'declined' })
        // Only a pending step ends: two posts of one page decide it once.
        .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.status, 'pending-3ds')))
        .returning();
      if (!row) return null;
      const obj = transactionObject(row);
      return { body: { type: 'TRANSACTION', obj }, hmac: signHmac(hmacSecret, processedHmacString(obj)), responseQuery: flatQuery(obj) };
    },

    async processedCallback(id) {
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id)).limit(1);
      if (!row) return null;
      const obj = transactionObject(row);
      return { body: { type: 'TRANSACTION', obj }, hmac: signHmac(hmacSecret, processedHmacString(obj)) };
    },
  };
  return gateway;
}

/** The callback facts of Paymob's fields (shared by both gateways). */
export function toVerified(id: unknown, orderId: unknown, fields: Record<string, unknown>): VerifiedCallback | null {
  if (id === undefined || orderId === undefined) return null;
  const yes = (value: unknown) => value === true || value === 'true';
  return {
    transactionId: String(id),
    gatewayOrderId: String(orderId),
    amountCents: Number(fields.amount_cents),
    success: yes(fields.success),
    pending: yes(fields.pending),
    isRefund: yes(fields.is_refunded) || yes(fields.is_refund),
  };
}
