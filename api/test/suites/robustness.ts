import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import type { TestContext } from '../helpers.ts';

export function robustnessSuite(ctx: TestContext) {
  describe('bad input never becomes a 500', () => {
    it('answers malformed bodies, content types and parameters with a 4xx { message }', async () => {
      const requests: InjectOptions[] = [
        { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' },
        { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
        { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'email=a' },
        { method: 'POST', url: '/api/auth/login', payload: { email: ['a'], password: { $ne: 1 } } },
        {
          method: 'POST',
          url: '/api/auth/signup',
          payload: { firstName: 'x'.repeat(5000), lastName: 'y', email: 'a@b.eg', password: 'long-enough' },
        },
        { method: 'POST', url: '/api/favorites/add', headers: { 'content-type': 'application/json' }, payload: '' },
        { method: 'POST', url: '/api/newsletter/subscribe', headers: { 'content-type': 'application/json' }, payload: '"__proto__"' },
        {
          method: 'POST',
          url: '/api/newsletter/subscribe',
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__": {"x": 1}, "email": "p@q.eg"}',
        },
        { method: 'GET', url: `/api/products/search-suggestions?query=${'%F0%9F%9B%8B'.repeat(201)}` },
        { method: 'GET', url: '/api/products/%E0%A4%A' },
        { method: 'GET', url: `/api/categories/slug/${'s'.repeat(150)}` },
        { method: 'DELETE', url: '/api/products/1' },
        { method: 'GET', url: '/api/getUser', headers: { cookie: `manzil_sid=${'a'.repeat(5000)}` } },
      ];
      for (const request of requests) {
        const response = await ctx.app.inject(request);
        assert.ok(
          response.statusCode >= 400 && response.statusCode < 500,
          `${request.method} ${String(request.url).slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
        assert.equal(typeof response.json().message, 'string');
      }
    });

    it('ignores unknown query parameters', async () => {
      const response = await ctx.app.inject({ url: '/api/products?brands[]=a&colors[x]=1&utm_source=mail' });
      assert.equal(response.statusCode, 200);
    });

    it('a search for an emoji or an accent works', async () => {
      const response = await ctx.app.inject({ url: '/api/products?q=%F0%9F%9B%8B%20bouclé' });
      assert.equal(response.statusCode, 200);
    });
  });
}
