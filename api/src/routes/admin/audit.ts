/**
 * The audit log as the panel shows it beside each object (every admin decision is
 * recorded — who, what, when, on which object, why — and visible on the object).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_PERMISSION, auditEntrySchema, auditQuerySchema, staffCan, apiErrorSchema as messageSchema } from '@manzil/shared/contract';
import { HttpError } from '../../lib/errors.ts';
import { staffOf } from '../../plugins/staff-guard.ts';

const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/admin/audit?objectType=&objectId= — the decisions on that object, newest first
   * (`AuditEntry[]`). Any active staff member may ask, for the kinds of object their role may
   * see (a support member cannot read a staff member's history): 403 `forbidden_role` otherwise.
   */
  app.get(
    '/',
    {
      preValidation: app.staffGuard(null),
      schema: {
        summary: "An object's decision history",
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), 400: messageSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      if (!staffCan(staff.staffRole, AUDIT_PERMISSION[request.query.objectType])) {
        throw new HttpError(403, 'auth.audit_forbidden', { code: 'forbidden_role' });
      }
      return app.repos.audit.forObject(request.query.objectType, request.query.objectId);
    },
  );
};

export default adminAuditRoutes;
