/**
 * After the sale (docs/returns.md; SPEC "Orders", "Account area", "Vendor order detail",
 * "Policy"): the shopper cancels before shipping and asks for returns, the vendor cancels its
 * part and answers returns, support decides escalations. Every route checks its role at the API
 * and ownership: another shopper's order or another vendor's return is a 404 and nothing changes.
 * Amounts are EGP in answers; money moves in piastres in the ledger.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema as messageSchema,
  approveReturnInputSchema,
  cancelOrderInputSchema,
  idParam,
  orderAfterSaleSchema,
  receiveReturnInputSchema,
  rejectReturnInputSchema,
  returnRequestInputSchema,
  returnRequestSchema,
  supportDecisionInputSchema,
  vendorCancelInputSchema,
  vendorOrderDetailSchema,
} from '@manzil/shared/contract';
import { notFound } from '../lib/errors.ts';
import { requestLocale } from '../lib/locale.ts';
import { requireVendor } from '../lib/vendor-access.ts';
import { staffOf } from '../plugins/staff-guard.ts';
import { payoutDestination } from './partner/earnings.ts';
import {
  RETURN_NOT_FOUND,
  afterSale,
  allReturns,
  cancelParts,
  escalate,
  orderById,
  ownOrder,
  rememberVendorLocale,
  requestReturn,
  retryRefund,
  returnForPhoto,
  shopperCancel,
  supportDecide,
  supportQueue,
  vendorApprove,
  vendorReceive,
  vendorReject,
  vendorReturns,
} from '../services/returns/returns.ts';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema };
const orderParams = z.object({ id: idParam('order') });
const returnParams = z.object({ id: idParam('order'), returnId: idParam('return') });
const vendorReturnParams = z.object({ returnId: idParam('return') });

const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---------------------------------------------------------------- the shopper

  /**
   * GET /api/orders/:id/after-sale — `OrderAfterSale` of the session shopper's order: each vendor's
   * part (cancellable while nothing shipped; its delivery date), each line's return paths and why
   * one is closed (`open`, `not_delivered`, `window_closed`, `made_to_order`), the return requests
   * and refunds (EGP). 401 signed out, 403 not a shopper, 404 another shopper's order.
   */
  app.get(
    '/api/orders/:id/after-sale',
    {
      schema: {
        summary: 'Cancellation, returns and refunds of an order',
        tags: ['returns'],
        params: orderParams,
        response: { 200: orderAfterSaleSchema, ...errors },
      },
    },
    async (request) => {
      const account = await app.sessions.require(request, 'shopper');
      return afterSale(app.db, await ownOrder(app.db, account.userId, Number(request.params.id)));
    },
  );

  /**
   * POST /api/orders/:id/cancel — `{ vendorId? }`: cancels the whole order (every part not yet
   * cancelled) or one vendor's part, while nothing in it shipped. Stock returns; a paid card is
   * voided (whole payment, same day) or refunded; cash on delivery has nothing to refund; shopper
   * and vendor are told. 200 `OrderAfterSale`. 400 unknown part; 404 another shopper's order;
   * 409 `not_cancellable` (shipped) or `nothing_to_cancel`.
   */
  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        summary: 'Cancel an order or one shop’s part of it',
        tags: ['returns'],
        params: orderParams,
        body: cancelOrderInputSchema,
        response: { 200: orderAfterSaleSchema, ...errors },
      },
    },
    async (request) => {
      const account = await app.sessions.require(request, 'shopper');
      const vendorId = request.body.vendorId === undefined ? undefined : Number(request.body.vendorId);
      return shopperCancel(app, request, account.userId, Number(request.params.id), vendorId);
    },
  );

  /**
   * POST /api/orders/:id/returns — `ReturnRequestInput` (lines of one shop with quantities, a
   * reason from RETURN_REASONS — its path follows —, a note, photo upload ids, and for cash on
   * delivery `refundTo`, a wallet or IBAN). Windows from the vendor-recorded delivery: change of
   * mind 14 days (not for made-to-order products), defect 30. 201 `ReturnRequest`. 400 bad line,
   * photo or refund account; 404 another shopper's order; 409 `not_delivered`, `window_closed`,
   * `made_to_order`, `too_many_units`.
   */
  app.post(
    '/api/orders/:id/returns',
    {
      schema: {
        summary: 'Ask for a return',
        tags: ['returns'],
        params: orderParams,
        body: returnRequestInputSchema,
        response: { 201: returnRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = await app.sessions.require(request, 'shopper');
      const body = request.body;
      const destination = body.refundTo ? await payoutDestination({ ...body.refundTo, currentPassword: '-' }) : null;
      const created = await requestReturn(app, request, account.userId, Number(request.params.id), body, destination);
      return reply.code(201).send(created);
    },
  );

  /**
   * POST /api/orders/:id/returns/:returnId/escalate — the shopper asks Manzil support to decide: a
   * rejection they dispute, or a request unanswered past 48 hours. 200 `ReturnRequest`; 404 not
   * theirs; 409 `cannot_escalate` (nothing to dispute yet, or support already decided: final).
   */
  app.post(
    '/api/orders/:id/returns/:returnId/escalate',
    {
      schema: {
        summary: 'Ask support to decide a return',
        tags: ['returns'],
        params: returnParams,
        response: { 200: returnRequestSchema, ...errors },
      },
    },
    async (request) => {
      const account = await app.sessions.require(request, 'shopper');
      return escalate(app, request, account.userId, Number(request.params.id), Number(request.params.returnId));
    },
  );

  /**
   * GET /api/returns/:returnId/photos/:uploadId — a photo of a return, to its shopper, its vendor
   * or staff with the returns permission; 404 to anyone else (the answer does not tell it exists).
   */
  app.get(
    '/api/returns/:returnId/photos/:uploadId',
    {
      schema: {
        summary: 'A photo of a return',
        tags: ['returns'],
        params: z.object({ returnId: idParam('return'), uploadId: z.uuid() }),
        response: { 200: z.any(), 400: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const photo = await returnForPhoto(app.db, Number(request.params.returnId), request.params.uploadId);
      if (!photo) throw notFound(RETURN_NOT_FOUND);
      const shopper = await app.sessions.read(request, 'shopper');
      const vendor = await app.sessions.read(request, 'vendor');
      const admin = await app.sessions.read(request, 'admin');
      let allowed = shopper?.userId === photo.userId || (vendor?.vendorId ?? null) === photo.vendorId;
      if (!allowed && admin) {
        const staff = await app.repos.staff.find(admin.userId);
        allowed = Boolean(staff?.active && (staff.staffRole === 'admin' || staff.staffRole === 'support'));
      }
      if (!allowed) throw notFound(RETURN_NOT_FOUND);
      const body = await app.files.get(photo.key);
      if (!body) throw notFound(RETURN_NOT_FOUND);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', 'sandbox')
        .type(photo.contentType)
        .send(body);
    },
  );

  // ---------------------------------------------------------------- the vendor

  /**
   * POST /api/vendor/orders/:id/cancel — `{ reason }`: the vendor cancels its part before it
   * ships (stock returns, a paid card is refunded or voided, shopper and vendor told with the
   * reason). 200 the vendor's order as GET /api/vendor/orders/:id. 404 none of its products; 409 shipped.
   */
  app.post(
    '/api/vendor/orders/:id/cancel',
    {
      schema: {
        summary: 'Cancel the vendor’s part of an order',
        tags: ['vendor'],
        params: orderParams,
        body: vendorCancelInputSchema,
        response: { 200: vendorOrderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      await rememberVendorLocale(app.db, account.vendorId, requestLocale(request));
      const orderId = Number(request.params.id);
      const detail = await app.repos.partner.fulfilment.detail(account.vendorId, orderId);
      if (!detail) throw notFound('order.not_found_yours');
      const order = (await orderById(app.db, orderId))!;
      await cancelParts(app, request, order, [account.vendorId], { kind: 'vendor', userId: account.userId, reason: request.body.reason });
      return (await app.repos.partner.fulfilment.detail(account.vendorId, orderId))!;
    },
  );

  /** GET /api/vendor/returns — the vendor's return requests, newest first (`ReturnRequest[]`, EGP). 401/403. */
  app.get(
    '/api/vendor/returns',
    { schema: { summary: 'The vendor’s returns', tags: ['vendor'], response: { 200: z.array(returnRequestSchema), ...errors } } },
    async (request) => {
      const account = await requireVendor(app, request);
      await rememberVendorLocale(app.db, account.vendorId, requestLocale(request));
      return vendorReturns(app.db, account.vendorId);
    },
  );

  /** POST /api/vendor/returns/:returnId/approve — `{ pickupDate }` (today or later). 200 `ReturnRequest`; 400 past date; 404 another vendor's; 409 not `requested`. */
  app.post(
    '/api/vendor/returns/:returnId/approve',
    {
      schema: {
        summary: 'Approve a return with a pickup date',
        tags: ['vendor'],
        params: vendorReturnParams,
        body: approveReturnInputSchema,
        response: { 200: returnRequestSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      return vendorApprove(app, request, account.vendorId, Number(request.params.returnId), request.body.pickupDate);
    },
  );

  /** POST /api/vendor/returns/:returnId/reject — `{ reason }`. 200 `ReturnRequest`; 404 another vendor's; 409 not `requested`. */
  app.post(
    '/api/vendor/returns/:returnId/reject',
    {
      schema: {
        summary: 'Reject a return with a reason',
        tags: ['vendor'],
        params: vendorReturnParams,
        body: rejectReturnInputSchema,
        response: { 200: returnRequestSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      return vendorReject(app, request, account.vendorId, Number(request.params.returnId), request.body.reason);
    },
  );

  /**
   * POST /api/vendor/returns/:returnId/receive — `{ lines: [{ lineId, conditions: (resellable |
   * not_resellable)[] }] }`, one condition per returned unit; resellable units go back to stock,
   * then the refund is made. 200 `ReturnRequest` (status `refunded`, its refund's status). 400
   * wrong count; 404 another vendor's; 409 not `approved`.
   */
  app.post(
    '/api/vendor/returns/:returnId/receive',
    {
      schema: {
        summary: 'Receive a returned item',
        tags: ['vendor'],
        params: vendorReturnParams,
        body: receiveReturnInputSchema,
        response: { 200: returnRequestSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireVendor(app, request);
      return vendorReceive(app, request, account.vendorId, Number(request.params.returnId), request.body.lines);
    },
  );

  // ---------------------------------------------------------------- support

  const guard = app.staffGuard('returns');

  /**
   * GET /api/admin/returns?queue=1 — support's queue (escalated requests and requests left
   * unanswered past 48 hours, oldest first); without `queue`, every return (200 newest). Staff with
   * the `returns` permission (support, admins); 401/403 others.
   */
  app.get(
    '/api/admin/returns',
    {
      preValidation: guard,
      schema: {
        summary: 'Returns for support',
        tags: ['returns'],
        querystring: z.object({ queue: z.enum(['0', '1']).optional() }),
        response: { 200: z.array(returnRequestSchema), ...errors },
      },
    },
    async (request) => (request.query.queue === '1' ? supportQueue(app.db) : allReturns(app.db)),
  );

  /**
   * POST /api/admin/returns/:returnId/decide — `{ decision: accept|refuse, pickupDate?, note }`:
   * support's final decision on an escalated or overdue request, audited (`return.accept` /
   * `return.refuse`). Accept with a pickup date → approved; without one (defects only) → refunded
   * at once; refuse → closed. 200 `ReturnRequest`; 400 pickup needed/past; 404; 409 not open to a decision.
   */
  app.post(
    '/api/admin/returns/:returnId/decide',
    {
      preValidation: guard,
      schema: {
        summary: 'Decide an escalated return',
        tags: ['returns'],
        params: vendorReturnParams,
        body: supportDecisionInputSchema,
        response: { 200: returnRequestSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return supportDecide(
        app,
        request,
        { userId: staff.userId, email: staff.email, staffRole: staff.staffRole },
        Number(request.params.returnId),
        request.body,
      );
    },
  );

  /** POST /api/admin/refunds/:refundId/retry — sends a failed refund again. 200 `{ status }`; 409 `refund_not_retryable`. */
  app.post(
    '/api/admin/refunds/:refundId/retry',
    {
      preValidation: guard,
      schema: {
        summary: 'Send a failed refund again',
        tags: ['returns'],
        params: z.object({ refundId: idParam('refund') }),
        response: { 200: z.object({ status: z.enum(['succeeded', 'failed']) }), ...errors },
      },
    },
    async (request) => ({ status: await retryRefund(app, Number(request.params.refundId)) }),
  );
};

export default returnRoutes;
