/**
 * The Paymob adapter against recorded answers of Paymob's documented examples
 * (test/fixtures/paymob/), served by a fake Paymob on loopback: the call sequence and bodies
 * (auth token → order → payment key → pay; refund), approvals, declines, 3-D Secure, saved-card
 * tokens, and the HMAC of the docs' transaction callback example.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { processedHmacString, responseHmacString, signHmac } from '../src/services/payments/hmac.ts';
import { paymobGateway } from '../src/services/payments/paymob.ts';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/paymob/${name}.json`, import.meta.url), 'utf8'));

/** The concatenated string of the docs' sample transaction processed callback. */
const DOCS_HMAC_STRING =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const SECRET = 'B1E3F0A5C7D9E2F4A6B8C0D2E4F6A8B0';
const CARD = { number: '5123456789012346', expiryMonth: 8, expiryYear: 2031, cvv: '321' };
const CUSTOMER = { email: 'nour@example.com', firstName: 'Nour', lastName: 'Hany', phoneNumber: '+201005550101' };

describe('Paymob adapter (recorded answers on loopback)', () => {
  let server: Server;
  let payAnswer = 'pay-approved';
  let voidAnswer = 'void';
  const calls: { path: string; body: any }[] = [];
  let baseUrl = '';

  before(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        calls.push({ path, body: JSON.parse(raw || '{}') });
        const name =
          {
            '/api/auth/tokens': 'auth-tokens',
            '/api/ecommerce/orders': 'ecommerce-order',
            '/api/acceptance/payment_keys': 'payment-key',
            '/api/acceptance/payments/pay': payAnswer,
            '/api/acceptance/void_refund/refund': 'refund',
          }[path] ?? (path.startsWith('/api/acceptance/void_refund/void?') ? voidAnswer : undefined);
        const status = name === 'void-refused' ? 400 : name ? (path === '/api/auth/tokens' || path.includes('orders') ? 201 : 200) : 404;
        response.writeHead(status, {
          'content-type': 'application/json',
        });
        response.end(name ? readFileSync(new URL(`./fixtures/paymob/${name}.json`, import.meta.url)) : '{"detail":"Not found."}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const gateway = () =>
    paymobGateway({
      baseUrl,
      apiKey: 'test-api-key',
      hmacSecret: SECRET,
      cardIntegrationId: 4097558,
      motoIntegrationId: 4097559,
      verificationIntegrationId: 4097560,
    });
  const charge = {
    merchantOrderId: 'MZ-20240613-0001',
    amountCents: 100000,
    customer: CUSTOMER,
    returnUrl: 'http://localhost:5173/checkout?order=1',
  };

  it('builds the documented HMAC string of the transaction processed callback, and verifies it', () => {
    const callback = fixture('transaction-processed-callback');
    assert.equal(processedHmacString(callback.obj), DOCS_HMAC_STRING);
    const hmac = signHmac(SECRET, DOCS_HMAC_STRING);
    const verified = gateway().verifyCallback({ query: { hmac }, body: callback });
    assert.deepEqual(verified, {
      transactionId: '192036465',
      gatewayOrderId: '217503754',
      amountCents: 100000,
      success: true,
      pending: false,
      isRefund: false,
    });
    assert.equal(gateway().verifyCallback({ query: { hmac: signHmac('another secret', DOCS_HMAC_STRING) }, body: callback }), null);
    assert.equal(gateway().verifyCallback({ query: {}, body: callback }), null);
    const tampered = { ...callback, obj: { ...callback.obj, amount_cents: 1 } };
    assert.equal(gateway().verifyCallback({ query: { hmac }, body: tampered }), null);
  });

  it('verifies the response (GET) callback, whose keys are flat and whose order id is `order`', () => {
    const obj = fixture('transaction-processed-callback').obj;
    const query: Record<string, string> = {
      amount_cents: '100000',
      created_at: obj.created_at,
      currency: 'EGP',
      error_occured: 'false',
      has_parent_transaction: 'false',
      id: '192036465',
      integration_id: '4097558',
      is_3d_secure: 'true',
      is_auth: 'false',
      is_capture: 'false',
      is_refunded: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      order: '217503754',
      owner: '302852',
      pending: 'false',
      'source_data.pan': '2346',
      'source_data.sub_type': 'MasterCard',
      'source_data.type': 'card',
      success: 'true',
      merchant_order_id: 'MZ-20240613-0001',
    };
    assert.equal(responseHmacString(query), DOCS_HMAC_STRING);
    assert.equal(gateway().verifyCallback({ query: { ...query, hmac: signHmac(SECRET, DOCS_HMAC_STRING) } })?.success, true);
  });

  it('charges a new card: auth token, order, payment key on the card integration, then pay with a CARD source', async () => {
    calls.length = 0;
    payAnswer = 'pay-approved';
    const result = await gateway().chargeCard(CARD, charge);
    assert.deepEqual(result, { status: 'approved', gatewayOrderId: '217503754', transactionId: '192036465' });
    assert.deepEqual(
      calls.map((c) => c.path),
      ['/api/auth/tokens', '/api/ecommerce/orders', '/api/acceptance/payment_keys', '/api/acceptance/payments/pay'],
    );
    assert.deepEqual(calls[0]!.body, { api_key: 'test-api-key' });
    assert.equal(calls[1]!.body.auth_token, fixture('auth-tokens').token);
    assert.deepEqual(
      [calls[1]!.body.amount_cents, calls[1]!.body.currency, calls[1]!.body.merchant_order_id],
      [100000, 'EGP', 'MZ-20240613-0001'],
    );
    assert.deepEqual(
      [calls[2]!.body.order_id, calls[2]!.body.integration_id, calls[2]!.body.billing_data.email],
      [217503754, 4097558, 'nour@example.com'],
    );
    assert.deepEqual(calls[3]!.body, {
      source: {
        identifier: CARD.number,
        sourceholder_name: 'Nour Hany',
        subtype: 'CARD',
        expiry_month: '08',
        expiry_year: '31',
        cvn: '321',
      },
      payment_token: fixture('payment-key').token,
    });
  });

  it('reports a decline, and a 3-D Secure step with its redirect', async () => {
    payAnswer = 'pay-declined';
    assert.deepEqual(await gateway().chargeCard(CARD, charge), {
      status: 'declined',
      gatewayOrderId: '217503754',
      transactionId: '192036466',
    });
    payAnswer = 'pay-3ds';
    assert.deepEqual(await gateway().chargeCard(CARD, charge), {
      status: 'action-required',
      gatewayOrderId: '217503754',
      redirectUrl: 'https://accept.paymob.com/api/acceptance/3ds/redirect/192036467',
    });
  });

  it('saves a card as a token (verification integration) and pays with it on the MOTO integration', async () => {
    calls.length = 0;
    payAnswer = 'pay-tokenize';
    const saved = await gateway().tokenise(CARD, CUSTOMER);
    assert.deepEqual(saved, { token: fixture('pay-tokenize').token, brand: 'MasterCard', last4: '2346', expiryMonth: 8, expiryYear: 2031 });
    assert.equal(calls[2]!.body.integration_id, 4097560);
    assert.equal(calls[3]!.body.tokenize, true);
    calls.length = 0;
    payAnswer = 'pay-approved';
    assert.equal((await gateway().chargeToken(saved.token, charge)).status, 'approved');
    assert.equal(calls[2]!.body.integration_id, 4097559);
    assert.deepEqual(calls[3]!.body.source, { identifier: saved.token, subtype: 'TOKEN' });
  });

  it('refunds with the auth token, transaction id and amount', async () => {
    calls.length = 0;
    await gateway().refund('192036465', 100000);
    assert.deepEqual(
      calls.map((c) => c.path),
      ['/api/auth/tokens', '/api/acceptance/void_refund/refund'],
    );
    assert.deepEqual(calls[1]!.body, { auth_token: fixture('auth-tokens').token, transaction_id: '192036465', amount_cents: 100000 });
  });

  it('voids with the auth token as a query parameter and the transaction id, and says when it is too late', async () => {
    calls.length = 0;
    await gateway().void('192036465');
    assert.equal(calls[1]!.path, `/api/acceptance/void_refund/void?token=${fixture('auth-tokens').token}`);
    assert.deepEqual(calls[1]!.body, { transaction_id: '192036465' });
    voidAnswer = 'void-refused';
    await assert.rejects(gateway().void('192036465'), (error: { code?: string }) => error.code === 'void_not_possible');
    voidAnswer = 'void';
  });

  it('turns an unreachable or refusing Paymob into a GatewayError without card data', async () => {
    const down = paymobGateway({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'k',
      hmacSecret: SECRET,
      cardIntegrationId: 1,
      motoIntegrationId: 1,
      verificationIntegrationId: 1,
      timeoutMs: 2000,
    });
    await assert.rejects(
      down.chargeCard(CARD, charge),
      (error: Error) => error.name === 'GatewayError' && !error.message.includes(CARD.number) && !error.message.includes(CARD.cvv),
    );
  });
});
