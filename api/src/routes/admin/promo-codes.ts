/**
 * `/api/admin/promo-codes` (the admin panel's promo-codes tab, with terms and audit):
 * list, create and expire promo codes. Every call needs a staff session with the `promo-codes`
 * permission (admins only): 401 without one, 403 for a catalog moderator or support
 * (api/src/plugins/staff-guard.ts), checked before the body. Creating and expiring are
 * recorded in the audit log (`promo-code.create`, `promo-code.expire`; GET /api/admin/audit).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPromoCodeBody, promoCodeSchema, idParam, apiErrorSchema as messageSchema } from '@manzil/shared/contract';
import { notFound } from '../../lib/errors.ts';
import { staffOf } from '../../plugins/staff-guard.ts';

/** The session's staff member as the audit log records them. */
const actor = (request: FastifyRequest) => {
  const s = staffOf(request);
  return { userId: s.userId, email: s.email, staffRole: s.staffRole };
};

const adminPromoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/admin/promo-codes — every code (`PromoCode[]`, oldest first; amounts in EGP) with its uses and status. 401; 403. */
  app.get(
    '/',
    {
      preValidation: app.staffGuard('promo-codes'),
      schema: {
        summary: 'Promo codes',
        tags: ['admin'],
        response: { 200: z.array(promoCodeSchema), 401: messageSchema, 403: messageSchema },
      },
    },
    async () => app.repos.promoCodes.list(),
  );

  /**
   * POST /api/admin/promo-codes — `{code, kind?, percentOff | amountOff (EGP), minOrder? (EGP),
   * maxRedemptions?, startsAt?, expiresAt?, description?, oncePerEmail?}` (createPromoCodeBody).
   * 201 `PromoCode`; 400 naming the field; 401; 403; 409 `promo_exists`. Audited.
   */
  app.post(
    '/',
    {
      preValidation: app.staffGuard('promo-codes'),
      schema: {
        summary: 'Create a promo code',
        tags: ['admin'],
        body: createPromoCodeBody,
        response: { 201: promoCodeSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await app.repos.promoCodes.create(request.body, actor(request)));
    },
  );

  /** POST /api/admin/promo-codes/:id/expire — the code stops working now. 200 `PromoCode`; 401; 403; 404; 409 `promo_already_expired`. Audited. */
  app.post(
    '/:id/expire',
    {
      preValidation: app.staffGuard('promo-codes'),
      schema: {
        summary: 'Expire a promo code',
        tags: ['admin'],
        params: z.object({ id: idParam('promo code') }),
        response: {
          200: promoCodeSchema,
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request) => {
      const code = await app.repos.promoCodes.expire(Number(request.params.id), actor(request));
      if (!code) throw notFound('promo.not_found');
      return code;
    },
  );
};

export default adminPromoCodeRoutes;
