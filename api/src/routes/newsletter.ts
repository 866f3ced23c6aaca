/** Newsletter sign-up in the footer (SPEC §2 footer, §8: the client reads the `error` field). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerEmail } from '../emails/newsletter-offer.ts';
import { requestLocale } from '../lib/locale.ts';
import { emailField } from '@manzil/shared/contract';
import { say } from '../i18n/translate.ts';
import { MESSAGES } from '../i18n/messages.ts';

// zod's wording (English); the error handler writes it in the request's language.
const invalidEmail = MESSAGES['validation.valid_email'].en;
const failure = z.object({ error: z.string(), message: z.string() });

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/newsletter/subscribe — JSON `{ email }`: 201 `{ message }`, and the first time an
   * e-mail with the welcome offer. An address that is already subscribed gets exactly the same
   * answer and no second e-mail, so the form does not tell anyone who subscribes.
   * 400 `{ error, message }` "Please enter a valid e-mail address."; 429 when limited (`form`).
   */
  app.post(
    '/subscribe',
    {
      config: { errorField: true, limit: 'form' },
      schema: {
        summary: 'Subscribe to the newsletter',
        tags: ['newsletter'],
        body: z.object({ email: emailField(invalidEmail, invalidEmail) }, { error: invalidEmail }),
        response: { 201: z.object({ message: z.string() }), 400: failure, 429: failure },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Not awaited delivery either way, so a new and a repeated address answer alike.
      if (await app.repos.newsletter.subscribe(email)) await app.mailer.send(offerEmail(email, requestLocale(request)), { wait: false });
      return reply.code(201).send({ message: say(request, 'newsletter.subscribed', { email }) });
    },
  );
};

export default newsletterRoutes;
