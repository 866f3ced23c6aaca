/**
 * The vendor area's role checks (issue 12 "Security"), used by every vendor route: no session
 * 401; a shopper's or an admin's session 403; a vendor whose application is not approved 403
 * (except for the application routes, `approved: false`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import type { SessionAccount } from '../plugins/sessions.ts';

export type VendorAccount = SessionAccount & { vendorId: number };

export async function requireVendor(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { approved?: boolean } = {},
): Promise<VendorAccount> {
  const account = await app.sessions.read(request, 'vendor');
  if (!account || account.vendorId === null) {
    const other = (await app.sessions.read(request, 'shopper')) ?? (await app.sessions.read(request, 'admin'));
    if (other) throw new HttpError(403, 'This is the vendor area. Please sign in with your shop account.', { code: 'not_a_vendor' });
    throw new HttpError(401, 'Please sign in to the vendor area to continue.');
  }
  if ((options.approved ?? true) && !(await app.repos.partner.applications.isApproved(account.vendorId))) {
    throw new HttpError(403, 'Your shop is not approved yet. Until it is, you can follow and update your application.', {
      code: 'application_not_approved',
    });
  }
  return account as VendorAccount;
}
