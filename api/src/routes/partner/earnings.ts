/**
 * The vendor's money (docs/money.md): earnings (pending, available, paid, owed; each line's gross,
 * commission with its rule, and net; payouts), the monthly statement as CSV, and the payout
 * method — a bank account (an Egyptian IBAN, checked with ibantools) or a mobile wallet
 * (libphonenumber-js); changing it needs the password, e-mails the shop, and holds payouts to the
 * new method for PAYOUT_METHOD_HOLD_HOURS. Every route is the signed-in, approved vendor's own.
 */
import { stringify } from 'csv-stringify/sync';
import { electronicFormatIBAN, extractIBAN } from 'ibantools';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYOUT_METHOD_HOLD_HOURS,
  apiErrorSchema as messageSchema,
  payoutMethodInputSchema,
  payoutMethodSchema,
  vendorEarningsSchema,
} from '@manzil/shared/contract';
import { HttpError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { requireVendor } from '../../lib/vendor-access.ts';
import type { PayoutDestination } from '../../services/money/payout-provider.ts';
import { maskDestination } from '../../services/money/payout-provider.ts';
import { payoutMethod, setPayoutMethod } from '../../services/money/payouts.ts';
import { statementRows, vendorEarnings } from '../../services/money/statements.ts';
import { MESSAGES } from '../../i18n/messages.ts';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

/** The destination of a payout method input, or a 400 a person can act on. */
export async function payoutDestination(input: z.infer<typeof payoutMethodInputSchema>): Promise<PayoutDestination> {
  if (input.kind === 'bank') {
    const iban = electronicFormatIBAN(input.iban) ?? '';
    const parts = extractIBAN(iban);
    if (!parts.valid || parts.countryCode !== 'EG')
      throw new HttpError(400, 'money.invalid_iban', {
        code: 'invalid_iban',
      });
    return { kind: 'bank', accountName: input.accountName, iban };
  }
  // The full metadata (mobile or not) is loaded with the first wallet number, not when the process starts.
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/max');
  const phone = parsePhoneNumberFromString(input.walletNumber, 'EG');
  if (!phone?.isValid() || phone.country !== 'EG' || phone.getType() !== 'MOBILE')
    throw new HttpError(400, 'money.invalid_wallet', {
      code: 'invalid_wallet',
    });
  return { kind: 'wallet', accountName: input.accountName, walletNumber: phone.number };
}

const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/vendor/earnings — `VendorEarnings` (EGP): balances, lines (newest first, 500 at most), payouts, payout method. 401/403. */
  app.get(
    '/earnings',
    { schema: { summary: "The vendor's earnings", tags: ['vendor'], response: { 200: vendorEarningsSchema, ...errors } } },
    async (request) => {
      const account = await requireVendor(app, request);
      return vendorEarnings(app.db, account.vendorId);
    },
  );

  /**
   * GET /api/vendor/statement?month=YYYY-MM — the month's statement as CSV (`text/csv`,
   * attachment): the opening balance, every movement, and the closing balance they add up to (EGP).
   */
  app.get(
    '/statement',
    {
      schema: {
        summary: 'Monthly statement (CSV)',
        tags: ['vendor'],
        querystring: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MESSAGES['validation.month'].en }) }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const account = await requireVendor(app, request);
      const csv = stringify(await statementRows(app.db, account.vendorId, request.query.month));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="manzil-statement-${request.query.month}.csv"`)
        .send(csv);
    },
  );

  /** GET /api/vendor/payout-method — the method, masked, or null. */
  app.get(
    '/payout-method',
    { schema: { summary: 'Payout method', tags: ['vendor'], response: { 200: payoutMethodSchema.nullable(), ...errors } } },
    async (request) => {
      const account = await requireVendor(app, request);
      return payoutMethod(app.db, account.vendorId);
    },
  );

  /**
   * PUT /api/vendor/payout-method — `PayoutMethodInput` → 200 `PayoutMethod`; 400 wrong password
   * (`wrong_password`), invalid IBAN or wallet. E-mails the shop; payouts wait 72 hours.
   */
  app.put(
    '/payout-method',
    {
      schema: {
        summary: 'Set the payout method',
        tags: ['vendor'],
        body: payoutMethodInputSchema,
        response: { 200: payoutMethodSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      const stored = await app.repos.account.passwordHash(account.userId);
      if (!stored || !(await verifyPassword(request.body.currentPassword, stored)))
        throw new HttpError(400, 'money.wrong_password', {
          code: 'wrong_password',
        });
      const destination = await payoutDestination(request.body);
      const method = (await setPayoutMethod(app.db, account.vendorId, destination))!;
      app.mailer
        .send({
          to: account.email,
          subject: 'Your Manzil payout method was changed',
          text: `Hello ${account.firstName},\n\nThe payout method of your shop was changed to ${maskDestination(destination)} (${destination.accountName}).\nFor your safety, payouts to it start after ${PAYOUT_METHOD_HOLD_HOURS} hours, on ${method.heldUntil.slice(0, 16).replace('T', ' ')} UTC.\n\nIf you did not make this change, sign in to the vendor area, change your password and set your payout method again, and write to us at once.\n\nManzil`,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'could not e-mail the payout-method change'));
      return method;
    },
  );
};

export default earningsRoutes;
