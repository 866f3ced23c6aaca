import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getJson, type TestContext } from '../helpers.ts';

const THANKS = 'Thank you — we will reply within one working day.';

export function contactSuite(ctx: TestContext) {
  describe('contact form', () => {
    const send = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
    const valid = {
      name: 'Hana Mostafa',
      email: 'Hana@Example.com',
      subject: 'Where is my sofa?',
      message: 'Hello,\nmy sofa has not arrived yet.\nThanks',
    };

    it('delivers the message to the shop mailbox with Reply-To the sender (202)', async () => {
      const response = await send({ ...valid, orderNumber: 'mz-20261121-0042' });
      assert.equal(response.statusCode, 202, response.body);
      assert.deepEqual(response.json(), { message: THANKS });
      const { body } = await getJson(ctx.app, '/api/dev/outbox');
      const mail = body.messages.find((m: any) => m.to === 'hello@manzil.eg' && m.subject.includes('Where is my sofa?'));
      assert.ok(mail, 'the message is in the outbox, addressed to the shop');
      assert.match(mail.subject, /MZ-20261121-0042/);
      const raw = (await ctx.app.inject({ url: `/api/dev/outbox/${mail.id}` })).body;
      assert.match(raw, /^Reply-To: Hana Mostafa <hana@example\.com>$/m);
      assert.match(raw, /my sofa has not arrived yet/);
      assert.match(raw, /^From: Manzil <hello@manzil\.eg>$/m);
    });

    it('accepts a message without an order number', async () => {
      const response = await send({ ...valid, subject: 'Opening hours', orderNumber: '' });
      assert.equal(response.statusCode, 202);
    });

    it('answers 400 naming the field', async () => {
      const { name: _n, ...noName } = valid;
      const cases: [unknown, string | RegExp][] = [
        [noName, 'name: is required'],
        [{ ...valid, name: '   ' }, 'name: must not be empty'],
        [{ ...valid, name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
        [{ ...valid, email: 'nobody' }, 'email: must be a valid e-mail address'],
        [{ ...valid, email: undefined }, 'email: is required'],
        [{ ...valid, subject: 'Hi\r\nBcc: victim@example.com' }, 'subject: must be a single line of text'],
        [{ ...valid, subject: 's'.repeat(151) }, 'subject: must be at most 150 characters'],
        [{ ...valid, message: '' }, 'message: must not be empty'],
        // The contract's one rule (the form's and the server's): at least 10 characters.
        [{ ...valid, message: '  too short  ' }, 'message: must be at least 10 characters'],
        [{ ...valid, message: 'm'.repeat(5001) }, 'message: must be at most 5000 characters'],
        [{ ...valid, orderNumber: '<script>' }, /^orderNumber: /],
        [{ ...valid, orderNumber: 42 }, /^orderNumber: /],
      ];
      for (const [payload, message] of cases) {
        const response = await send(payload);
        assert.equal(response.statusCode, 400, `${JSON.stringify(payload).slice(0, 100)} → ${response.body}`);
        assert.equal(response.json().code, 'invalid_request');
        if (typeof message === 'string') assert.equal(response.json().message, message);
        else assert.match(response.json().message, message);
      }
    });
  });
}
