import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { storeUrl } from '../src/services/partner/decisions.ts';

/** A request as storeUrl reads it: its Origin header and the API's allowed origins. */
const request = (origin: string | undefined, corsOrigins: string[] | null) =>
  ({ headers: origin ? { origin } : {}, server: { payments: { corsOrigins } } }) as unknown as FastifyRequest;

describe('links in e-mails (storeUrl)', () => {
  it("use the page's origin only when the API allows it", () => {
    assert.equal(storeUrl(request('http://localhost:3000', null)), 'http://localhost:3000');
    assert.equal(storeUrl(request('https://www.manzil.eg', ['https://www.manzil.eg'])), 'https://www.manzil.eg');
  });

  it("fall back to the shop's address for a forged, malformed or missing origin", () => {
    assert.equal(storeUrl(request('https://evil.example', null)), 'https://manzil.eg');
    assert.equal(storeUrl(request('https://evil.example', ['https://www.manzil.eg'])), 'https://manzil.eg');
    assert.equal(storeUrl(request('http://localhost:3000/path', null)), 'https://manzil.eg');
    assert.equal(storeUrl(request(undefined, null)), 'https://manzil.eg');
    assert.equal(storeUrl(undefined), 'https://manzil.eg');
  });
});
