import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getJson, waitForMail, type TestContext } from '../helpers.ts';

export function newsletterSuite(ctx: TestContext) {
  describe('newsletter', () => {
    const subscribe = (payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object });

    it('subscribes (201) and sends the offer e-mail to the outbox', async () => {
      const response = await subscribe({ email: ' Layla@Example.com ' });
      assert.equal(response.statusCode, 201);
      assert.equal(response.json().message, 'Thank you for subscribing! We have sent you an offer to layla@example.com');
      const body = await waitForMail(ctx.app, (m) => m.to === 'layla@example.com');
      assert.equal(body.transport, 'outbox');
      const mail = body.messages.find((m: any) => m.to === 'layla@example.com');
      assert.ok(mail, 'the offer is in the outbox');
      assert.match(mail.subject, /welcome offer/);
      const raw = await ctx.app.inject({ url: `/api/dev/outbox/${mail.id}` });
      assert.equal(raw.statusCode, 200);
      assert.match(raw.body, /MANZIL10/);
      assert.equal((await ctx.app.inject({ url: '/api/dev/outbox/../../etc/passwd' })).statusCode, 404);
    });

    it('answers an e-mail that is already subscribed exactly like a new one, and sends nothing twice', async () => {
      const first = await subscribe({ email: 'twice@example.com' });
      await waitForMail(ctx.app, (m) => m.to === 'twice@example.com');
      const again = await subscribe({ email: 'TWICE@example.com' });
      assert.deepEqual([again.statusCode, again.json()], [first.statusCode, first.json()]);
      assert.equal(again.statusCode, 201);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await ctx.app.mailer.flush();
      const { body } = await getJson(ctx.app, '/api/dev/outbox');
      assert.equal(body.messages.filter((m: any) => m.to === 'twice@example.com').length, 1, 'one offer e-mail');
    });

    it('answers an invalid e-mail with 400 { error, message }', async () => {
      const expected = { error: 'Please enter a valid e-mail address.', message: 'Please enter a valid e-mail address.' };
      for (const payload of [{ email: 'not-an-email' }, { email: '' }, {}, { email: 42 }]) {
        const response = await subscribe(payload);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.deepEqual(response.json(), { ...expected, code: 'invalid_request', field: 'email' });
      }
    });
  });
}
