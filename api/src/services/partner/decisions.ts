/**
 * The admin's decisions in the partner area, for the admin routes to call:
 * each one records who (the admin's user id) and when, notifies the vendor, and (for an
 * application) e-mails the applicant. They answer 404 for an unknown id and 409 for something
 * already decided; the route checks the admin's session and role first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VendorApplication } from '@manzil/shared/contract';
import { applicationDecisionEmail } from '../../emails/partner.ts';
import { DEFAULT_PUBLIC_ORIGIN } from '@manzil/shared/seo';
import { allowedOrigin } from '../../lib/cors.ts';
import { found } from '../../lib/errors.ts';

export interface AdminDecision {
  approve: boolean;
  /** Required to reject (the contract's `decisionInputSchema` checks it). */
  reason?: string;
}

/**
 * Where links in e-mails point: the page's origin when the browser sent one that the API allows
 * (CORS_ORIGINS, as checkout's return address), else the shop's address. A forged `Origin` never
 * puts its own link in an e-mail sent to somebody else's address.
 */
export function storeUrl(request?: FastifyRequest): string {
  return (request && allowedOrigin(request, request.server.payments?.corsOrigins)) ?? DEFAULT_PUBLIC_ORIGIN;
}

/** Approves or rejects a vendor application and e-mails the decision; returns the decided application. */
export async function decideApplication(
  app: FastifyInstance,
  applicationId: number,
  adminUserId: number,
  decision: AdminDecision,
  request?: FastifyRequest,
): Promise<VendorApplication> {
  const application = found(
    await app.repos.partner.applications.decide(applicationId, adminUserId, decision),
    'admin.application_not_found',
  );
  try {
    await app.mailer.send(applicationDecisionEmail(application, storeUrl(request)));
  } catch (error) {
    // The decision is saved either way; the vendor also sees it on /verify-partner.
    app.log.error({ err: error, applicationId }, 'could not e-mail the application decision');
  }
  return application;
}

/** Lists (approve) or rejects a new product. */
export async function decideProduct(app: FastifyInstance, productId: number, adminUserId: number, decision: AdminDecision): Promise<void> {
  found((await app.repos.partner.approvals.decideProduct(productId, adminUserId, decision)) || null, 'admin.product_not_pending');
}

/** Applies (approve) or drops an edit of a listed product's name, title, description or pictures. */
export async function decideRevision(
  app: FastifyInstance,
  revisionId: number,
  adminUserId: number,
  decision: AdminDecision,
): Promise<void> {
  found((await app.repos.partner.approvals.decideRevision(revisionId, adminUserId, decision)) || null, 'admin.edit_not_found');
}

/** Puts a sale price live (approve: salePrice set, promotionApproved true) or refuses it. */
export async function decidePromotion(
  app: FastifyInstance,
  promotionId: number,
  adminUserId: number,
  decision: AdminDecision,
): Promise<void> {
  found((await app.repos.partner.approvals.decidePromotion(promotionId, adminUserId, decision)) || null, 'admin.sale_price_not_found');
}
