/**
 * The contact form (`/contactus`): the message goes to the shop's mailbox through the mailer,
 * with the visitor as Reply-To, so the team answers from their mail client.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/errors.ts';
import { apiErrorSchema as messageSchema, CONTACT_THANKS, contactBody } from '@manzil/shared/contract';

export interface ContactRoutesOptions {
  shopMailbox: string;
}

const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  /**
   * POST /api/contact — `{ name, email, orderNumber?, subject, message }`: 202 `{ message }` once
   * the mail is handed to the transport; 400 naming the field; 503 when the mail server fails.
   */
  app.post(
    '/',
    {
      config: { limit: 'form' },
      schema: {
        summary: 'Send a contact-form message to the shop',
        tags: ['contact'],
        body: contactBody,
        response: { 202: z.object({ message: z.string() }), 400: messageSchema, 503: messageSchema },
      },
    },
    async (request, reply) => {
      const { name, email, orderNumber, subject, message } = request.body;
      const about = orderNumber ? `Order: ${orderNumber}\n` : '';
      try {
        await app.mailer.send({
          to: options.shopMailbox,
          replyTo: { name, address: email },
          subject: `[Contact] ${subject}${orderNumber ? ` (${orderNumber})` : ''}`,
          text: `From: ${name} <${email}>\n${about}\n${message}\n`,
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not deliver a contact-form message');
        throw new HttpError(503, `We could not send your message just now. Please try again, or write to ${options.shopMailbox}.`, { code: 'mail_unavailable' });
      }
      return reply.code(202).send({ message: CONTACT_THANKS });
    },
  );
};

export default contactRoutes;
