/**
 * The vendor application (SPEC §2 /signupvendor, /verify-partner). Applying
 * creates the account and signs the applicant in at once; until an admin approves, the vendor
 * area offers only these routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationStateSchema,
  toE164Mobile,
  vendorApplyBodySchema,
  vendorApplicationResubmitSchema,
  vendorApplicationSchema,
  type VendorApplication,
  type VendorApplicationResubmit,
} from '@manzil/shared/contract';
import { apiErrorSchema as messageSchema, vendorSessionSchema } from '@manzil/shared/contract';
import { applicationReceivedEmail } from '../../emails/partner.ts';
import { HttpError } from '../../lib/errors.ts';
import { storeUrl } from '../../services/partner/decisions.ts';
import { checkNewPassword } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { requireVendor } from '../../lib/vendor-access.ts';
import type { ApplicationFields } from '../../repositories/partner/applications.ts';
import { uploadTokenHash } from './uploads.ts';

const DOCUMENTS_MISSING = () =>
  new HttpError(400, 'partner.documents_missing', {
    code: 'documents_missing',
  });

function toFields(body: z.output<typeof vendorApplicationResubmitSchema>): ApplicationFields {
  return {
    shopName: body.shopName,
    legalName: body.legalName,
    commercialRegisterNumber: body.commercialRegisterNumber,
    taxCardNumber: body.taxCardNumber.replace(/-/g, ''),
    contactName: body.contactName,
    mobile: toE164Mobile(body.mobile),
    city: body.city,
    categoryIds: body.categoryIds.map(Number),
    commercialRegisterFile: body.commercialRegisterFile,
    taxCardFile: body.taxCardFile,
  };
}

/** E-mails the applicant that the application arrived; a mail failure is logged, the application stands. */
async function mailReceived(app: FastifyInstance, request: FastifyRequest, application: VendorApplication) {
  try {
    await app.mailer.send(applicationReceivedEmail(application, storeUrl(request)));
  } catch (error) {
    request.log.error({ err: error, applicationId: application._id }, 'could not e-mail that the application was received');
  }
}

const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/vendor/apply — `VendorApplyBody` (shop, legal and contact details, Egyptian
   * mobile, city, categories, the two document upload ids, e-mail and password, and the
   * `uploadToken` the documents were sent with: documents of another token are "not found"). Creates the
   * vendor account with a pending application and starts the vendor session (cookie
   * `manzil_vsid`), and e-mails the applicant that it was received and is under review.
   * 201 `{ vendor, application }`; 400 invalid, a most-common password (code `common_password`)
   * or documents not found; 409 e-mail taken.
   */
  app.post(
    '/apply',
    {
      config: { limit: 'partnerApply' },
      schema: {
        summary: 'Apply to sell on Manzil',
        tags: ['vendor'],
        body: vendorApplyBodySchema,
        response: {
          201: z.object({ vendor: vendorSessionSchema, application: vendorApplicationSchema }),
          400: messageSchema,
          409: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password, uploadToken, ...rest } = request.body;
      await checkNewPassword(password);
      const fields = toFields(rest);
      const documents = [fields.commercialRegisterFile, fields.taxCardFile];
      const tokenHash = uploadTokenHash(uploadToken);
      const uploads = await Promise.all(documents.map((id) => app.repos.partner.uploads.find(id)));
      if (uploads.some((u) => !u || u.kind !== 'document' || u.ownerUserId !== null || u.uploadTokenHash !== tokenHash))
        throw DOCUMENTS_MISSING();
      const created = await app.repos.partner.applications.apply({
        ...fields,
        email: email.trim().toLowerCase(),
        passwordHash: await hashPassword(password),
      });
      if (!(await app.repos.partner.uploads.claimDocuments(created.userId, documents, tokenHash))) throw DOCUMENTS_MISSING();
      await app.sessions.start(request, reply, 'vendor', created.userId);
      const application = (await app.repos.partner.applications.forVendor(created.vendorId))!;
      await mailReceived(app, request, application);
      return reply.code(201).send({
        vendor: {
          vendorId: String(created.vendorId),
          userId: String(created.userId),
          email: application.email,
          shopName: application.shopName,
        },
        application,
      });
    },
  );

  /** GET /api/vendor/application — `{ application, approved }` of the signed-in vendor (application null for a shop approved without one). 401/403. */
  app.get(
    '/application',
    {
      schema: {
        summary: "The vendor's application",
        tags: ['vendor'],
        response: { 200: applicationStateSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request, { approved: false });
      const application = await app.repos.partner.applications.forVendor(account.vendorId);
      return { application, approved: application === null || application.status === 'approved' };
    },
  );

  /**
   * PUT /api/vendor/application — re-submits a rejected application (`VendorApplicationResubmit`);
   * it is pending again, and the applicant is e-mailed that it was received. 200
   * `{ application, approved }`; 400; 401/403; 409 unless it was rejected.
   */
  app.put(
    '/application',
    {
      schema: {
        summary: 'Send a rejected application again',
        tags: ['vendor'],
        body: vendorApplicationResubmitSchema,
        response: { 200: applicationStateSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request, { approved: false });
      const fields = toFields(request.body as z.output<typeof vendorApplicationResubmitSchema> & VendorApplicationResubmit);
      if (!(await app.repos.partner.uploads.claimDocuments(account.userId, [fields.commercialRegisterFile, fields.taxCardFile])))
        throw DOCUMENTS_MISSING();
      const application = await app.repos.partner.applications.resubmit(account.vendorId, fields);
      await mailReceived(app, request, application);
      return { application, approved: false };
    },
  );
};

export default applicationRoutes;
