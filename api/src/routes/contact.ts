/**
 * The contact form (`/contactus`): the message goes to the shop's mailbox through the mailer,
 * with the visitor as Reply-To, so the team answers from their mail client.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema as messageSchema, contactBody } from '@manzil/shared/contract';
import { say } from '../i18n/translate.ts';

export interface ContactRoutesOptions {
  shopMailbox: string;
}

const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  /**
   * POST /api/contact — `{ name, email, orderNumber?, subject, message }`: 202 `{ message }` once
   * the mail is stored in the durable outbox (delivered now, or retried until the mail server
   * takes it); 400 naming the field; 429 when limited (`form`: 20 per address, 5 per sender
   * e-mail per 10 minutes).
   */
  app.post(
    '/',
    {
      config: { limit: 'form' },
      schema: {
        summary: 'Send a contact-form message to the shop',
        tags: ['contact'],
        body: contactBody,
        response: { 202: z.object({ message: z.string() }), 400: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { name, email, orderNumber, subject, message } = request.body;
      const about = orderNumber ? `Order: ${orderNumber}\n` : '';
      // Stored in the durable outbox: delivered now, or retried until the mail server takes it.
      await app.mailer.send({
        to: options.shopMailbox,
        replyTo: { name, address: email },
        subject: `[Contact] ${subject}${orderNumber ? ` (${orderNumber})` : ''}`,
        text: `From: ${name} <${email}>\n${about}\n${message}\n`,
      });
      return reply.code(202).send({ message: say(request, 'contact.thanks') });
    },
  );
};

export default contactRoutes;
