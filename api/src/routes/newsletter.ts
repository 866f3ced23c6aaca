/** Newsletter sign-up in the footer (SPEC §2 footer, §8: the client reads the `error` field). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../lib/errors.ts';
import { offerEmail } from '../emails/newsletter-offer.ts';
import { emailField } from '@manzil/shared/contract';

const INVALID = 'Please enter a valid e-mail address.';
const ALREADY = 'This e-mail is already subscribed.';
const failure = z.object({ error: z.string(), message: z.string() });

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/newsletter/subscribe — JSON `{ email }`: 201 `{ message }` and an e-mail with the
   * welcome offer. 400 `{ error, message }` "Please enter a valid e-mail address."; 409
   * `{ error, message }` "This e-mail is already subscribed.".
   */
  app.post(
    '/subscribe',
    {
      config: { errorField: true, limit: 'form' },
      schema: {
        summary: 'Subscribe to the newsletter',
        tags: ['newsletter'],
        body: z.object({ email: emailField(INVALID, INVALID) }, { error: INVALID }),
        response: { 201: z.object({ message: z.string() }), 400: failure, 409: failure },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      if (!(await app.repos.newsletter.subscribe(email))) throw conflict(ALREADY, { code: 'already_subscribed' });
      await app.mailer.send(offerEmail(email));
      return reply.code(201).send({ message: `Thank you for subscribing! We have sent you an offer to ${email}` });
    },
  );
};

export default newsletterRoutes;
