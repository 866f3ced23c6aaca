/**
 * The vendor area's role checks, used by every vendor route: no session
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
    if (other) throw new HttpError(403, 'auth.not_a_vendor', { code: 'not_a_vendor' });
    throw new HttpError(401, 'auth.sign_in_vendor');
  }
  if ((options.approved ?? true) && !(await app.repos.partner.applications.isApproved(account.vendorId))) {
    throw new HttpError(403, 'auth.application_not_approved', {
      code: 'application_not_approved',
    });
  }
  return account as VendorAccount;
}
