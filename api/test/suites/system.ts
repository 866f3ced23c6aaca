import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IMAGE_BASE_URL, getJson, type TestContext } from '../helpers.ts';

export function systemSuite(ctx: TestContext) {
  describe('system', () => {
    it('GET /api/health answers ok', async () => {
      assert.deepEqual(await getJson(ctx.app, '/api/health'), { status: 200, body: { ok: true } });
    });

    it('GET /api/config reports IMAGE_BASE_URL', async () => {
      assert.deepEqual((await getJson(ctx.app, '/api/config')).body, { imageBaseUrl: IMAGE_BASE_URL });
    });

    it('an unknown route is a 404 with a message', async () => {
      const { status, body } = await getJson(ctx.app, '/api/no-such-thing');
      assert.equal(status, 404);
      assert.deepEqual(Object.keys(body), ['message', 'code']);
      assert.equal(body.code, 'not_found');
      assert.match(body.message, /no GET \/api\/no-such-thing/);
    });

    it('GET /api/docs/json is an OpenAPI document of the routes', async () => {
      const { status, body } = await getJson(ctx.app, '/api/docs/json');
      assert.equal(status, 200);
      assert.match(body.openapi, /^3\./);
      for (const path of ['/api/products', '/api/products/{id}', '/api/auth/login', '/api/favorites/add', '/api/categories/categories']) {
        assert.ok(body.paths[path], `${path} is documented`);
      }
      assert.ok(body.components.schemas.Product, 'Product schema is a component');
    });

    it('CORS allows local origins with credentials and refuses others', async () => {
      const ok = await ctx.app.inject({ url: '/api/health', headers: { origin: 'http://localhost:3001' } });
      assert.equal(ok.headers['access-control-allow-origin'], 'http://localhost:3001');
      assert.equal(ok.headers['access-control-allow-credentials'], 'true');
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/favorites/add',
        headers: {
          origin: 'http://127.0.0.1:3003',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      assert.equal(preflight.statusCode, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], 'http://127.0.0.1:3003');
      const evil = await ctx.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
      assert.equal(evil.headers['access-control-allow-origin'], undefined);
    });

    it('compresses large answers for clients that accept it', async () => {
      const response = await ctx.app.inject({ url: '/api/products/getproducts/', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], 'gzip');
    });

    it('POST /api/client-errors logs a report and answers 204', async () => {
      const ok = await ctx.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: { message: 'Loading chunk 42 failed', remote: 'mfe-catalog', url: 'http://localhost:3000/home' },
      });
      assert.equal(ok.statusCode, 204);
      assert.equal(ok.body, '');
      const empty = await ctx.app.inject({ method: 'POST', url: '/api/client-errors', payload: {} });
      assert.equal(empty.statusCode, 400);
      assert.equal(empty.json().message, 'message: is required');
      const huge = await ctx.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: { message: 'x', stack: 'y'.repeat(20_000) },
      });
      assert.equal(huge.statusCode, 400);
      assert.equal(huge.json().message, 'stack: must be at most 10000 characters');
      const tooLarge = await ctx.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'z'.repeat(40_000) } });
      assert.equal(tooLarge.statusCode, 413);
    });
  });
}
