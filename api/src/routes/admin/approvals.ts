/**
 * What waits for an admin's decision (SPEC §2 /adminpanel): partner
 * applications (admins only), and new products, edits of listed products and sale prices
 * (admins and catalog moderators). The decisions themselves are the partner model's functions
 * (`services/partner/decisions.ts`: they record who and when on the object, notify the vendor and, for
 * an application, e-mail the applicant); each one is then written to the audit log with its reason.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductReviewSchema,
  adminPromotionSchema,
  adminRevisionSchema,
  approvalListQuerySchema,
  decisionInputSchema,
  vendorApplicationSchema,
  apiErrorSchema as messageSchema,
  idParam,
  type AuditObjectType,
} from '@manzil/shared/contract';
import { found } from '../../lib/errors.ts';
import { decideApplication, decideProduct, decidePromotion, decideRevision, type AdminDecision } from '../../services/partner/decisions.ts';
import { staffOf } from '../../plugins/staff-guard.ts';
import { say } from '../../i18n/translate.ts';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };
const decided = z.object({ message: z.string() });
const decisionErrors = { 200: decided, 404: messageSchema, 409: messageSchema, ...errors };

const adminApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = app.staffGuard('applications');
  const catalog = app.staffGuard('catalog');

  /** Runs a decision with the session's staff member, then records it in the audit log. */
  async function decide(
    request: FastifyRequest,
    objectType: AuditObjectType,
    objectId: number,
    body: z.output<typeof decisionInputSchema>,
    run: (adminUserId: number, d: AdminDecision) => Promise<unknown>,
  ) {
    const staff = staffOf(request);
    const approve = body.decision === 'approve';
    const reason = body.reason?.trim() || undefined;
    await run(staff.userId, { approve, reason });
    await app.repos.audit.record(
      { userId: staff.userId, email: staff.email, staffRole: staff.staffRole },
      { action: `${objectType}.${approve ? 'approve' : 'reject'}`, objectType, objectId: String(objectId), reason: reason ?? null },
    );
    return { message: say(request, approve ? 'admin.approved' : 'admin.rejected') };
  }

  /** GET /api/admin/applications?status= — partner applications (`VendorApplication[]`), pending oldest first. Admins only. */
  app.get(
    '/applications',
    {
      preValidation: applications,
      schema: {
        summary: 'Partner applications',
        tags: ['admin'],
        querystring: approvalListQuerySchema,
        response: { 200: z.array(vendorApplicationSchema), ...errors },
      },
    },
    async (request) => app.repos.partner.applications.list(request.query.status),
  );

  /** GET /api/admin/applications/:id — one application with its documents; 404 unknown. Admins only. */
  app.get(
    '/applications/:id',
    {
      preValidation: applications,
      schema: {
        summary: 'One partner application',
        tags: ['admin'],
        params: z.object({ id: idParam('application') }),
        response: { 200: vendorApplicationSchema, 404: messageSchema, ...errors },
      },
    },
    async (request) => found(await app.repos.partner.applications.findById(Number(request.params.id)), 'admin.application_not_found'),
  );

  /** GET /api/admin/products/reviews?status= — new products awaiting listing, oldest first. Admins and catalog moderators. */
  app.get(
    '/products/reviews',
    {
      preValidation: catalog,
      schema: {
        summary: 'New products awaiting approval',
        tags: ['admin'],
        querystring: approvalListQuerySchema,
        response: { 200: z.array(adminProductReviewSchema), ...errors },
      },
    },
    async (request) => app.repos.partner.approvals.reviews(request.query.status),
  );

  /** GET /api/admin/revisions?status= — edits of listed products, old and new side by side. Admins and catalog moderators. */
  app.get(
    '/revisions',
    {
      preValidation: catalog,
      schema: {
        summary: 'Product edits awaiting approval',
        tags: ['admin'],
        querystring: approvalListQuerySchema,
        response: { 200: z.array(adminRevisionSchema), ...errors },
      },
    },
    async (request) => app.repos.partner.approvals.revisions(request.query.status),
  );

  /** GET /api/admin/promotions?status= — sale prices awaiting promotion approval (EGP). Admins and catalog moderators. */
  app.get(
    '/promotions',
    {
      preValidation: catalog,
      schema: {
        summary: 'Sale prices awaiting approval',
        tags: ['admin'],
        querystring: approvalListQuerySchema,
        response: { 200: z.array(adminPromotionSchema), ...errors },
      },
    },
    async (request) => app.repos.partner.approvals.promotions(request.query.status),
  );

  /**
   * The four decisions, one registration each: `POST /api/admin/<path>/:id/decision` with
   * `{ decision: approve | reject, reason? }` (a reason of 3+ characters to reject), answering
   * `{ message }`; 404 unknown, 409 `already_decided` (and the cause named per row); 400/401/403.
   * Every decision is recorded in the audit log.
   */
  const decisions: {
    path: string;
    guard: typeof applications;
    summary: string;
    idName: string;
    objectType: AuditObjectType;
    run: (request: FastifyRequest, id: number, adminId: number, d: AdminDecision) => Promise<unknown>;
  }[] = [
    /** Partner application: the applicant is told by e-mail and on /verify-partner. Admins only. */
    {
      path: '/applications/:id/decision',
      guard: applications,
      summary: 'Approve or reject a partner application',
      idName: 'application',
      objectType: 'application',
      run: (request, id, adminId, d) => decideApplication(app, id, adminId, d, request),
    },
    /** New product: listed (approve) or rejected; 404 when no review waits. Admins and catalog moderators. */
    {
      path: '/products/:id/decision',
      guard: catalog,
      summary: 'Approve or reject a new product',
      idName: 'product',
      objectType: 'product',
      run: (_request, id, adminId, d) => decideProduct(app, id, adminId, d),
    },
    /** Edit of a listed product: applied (approve) or dropped. Admins and catalog moderators. */
    {
      path: '/revisions/:id/decision',
      guard: catalog,
      summary: 'Approve or reject a product edit',
      idName: 'edit',
      objectType: 'revision',
      run: (_request, id, adminId, d) => decideRevision(app, id, adminId, d),
    },
    /**
     * Sale price (EGP): live on /products/onsale (approve) or refused; 409 also
     * `sale_not_below_price`. Admins and catalog moderators.
     */
    {
      path: '/promotions/:id/decision',
      guard: catalog,
      summary: 'Approve or reject a sale price',
      idName: 'sale price',
      objectType: 'promotion',
      run: (_request, id, adminId, d) => decidePromotion(app, id, adminId, d),
    },
  ];

  for (const route of decisions) {
    app.post(
      route.path,
      {
        preValidation: route.guard,
        schema: {
          summary: route.summary,
          tags: ['admin'],
          params: z.object({ id: idParam(route.idName) }),
          body: decisionInputSchema,
          response: decisionErrors,
        },
      },
      async (request) => {
        const id = Number(request.params.id);
        return decide(request, route.objectType, id, request.body, (adminId, d) => route.run(request, id, adminId, d));
      },
    );
  }
};

export default adminApprovalRoutes;
