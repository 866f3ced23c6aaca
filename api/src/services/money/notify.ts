/** Tells vendors about their payouts: a notification in the vendor area and an e-mail to the shop. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { PayoutOutcome } from './payouts.ts';

const money = (cents: number) => `EGP ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export async function notifyPayoutOutcomes(app: FastifyInstance, outcomes: PayoutOutcome[], log: FastifyBaseLogger): Promise<void> {
  for (const o of outcomes) {
    if (o.status === 'sent') continue;
    const amount = money(o.amountCents);
    const payload = { amount, destination: o.destination, ...(o.status === 'failed' ? { reason: o.reason ?? '' } : {}) };
    await app.repos.partner.notifications.add(app.db, o.vendorId, o.status === 'paid' ? 'payout_paid' : 'payout_failed', payload);
    const [shop] = await queryRows<{ email: string; shopName: string }>(
      app.db,
      sql`select u.email, v.shop_name as "shopName" from vendors v join users u on u.id = v.user_id where v.id = ${o.vendorId}`,
    );
    if (!shop) continue;
    const text =
      o.status === 'paid'
        ? `Hello ${shop.shopName},\n\nManzil paid ${amount} to your ${o.destination}.\n\nYour statements are in the vendor area, under Earnings.\n\nManzil`
        : `Hello ${shop.shopName},\n\nThe payout of ${amount} to your ${o.destination} failed: ${o.reason ?? 'the transfer was refused'}.\nThe money is back in your available balance and will be paid in the next payout run. Please check your payout method in the vendor area.\n\nManzil`;
    app.mailer
      .send({ to: shop.email, subject: o.status === 'paid' ? `Manzil paid you ${amount}` : `Your Manzil payout of ${amount} failed`, text })
      .catch((error: unknown) => log.error({ err: error, payoutId: o.payoutId }, 'could not e-mail the payout outcome'));
  }
}
