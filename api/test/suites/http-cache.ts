import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { PUBLIC_CACHE_CONTROL } from '../../src/plugins/http-cache.ts';
import { DEMO_VENDOR } from '../../src/seed/demo-accounts.ts';
import { getJson, signIn, type TestContext } from '../helpers.ts';

export function httpCacheSuite(ctx: TestContext) {
  describe('HTTP caching of the public catalog (issue 9)', () => {
    const publicUrls = async () => {
      const product = (await getJson(ctx.app, '/api/products?pageSize=1')).body.items[0];
      return [
        '/api/products?page=2&sort=price-asc',
        '/api/products?hasSalePrice=true',
        '/api/products/search-suggestions?query=sofa',
        `/api/products/${product._id}`,
        `/api/products/${product._id}/related`,
        '/api/categories/categories',
        '/api/brand/',
      ];
    };

    it('answers public catalog calls with an ETag and a CDN-fit Cache-Control, and 304 to a matching If-None-Match', async () => {
      for (const url of await publicUrls()) {
        const first = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        assert.equal(first.statusCode, 200, url);
        assert.equal(first.headers['cache-control'], PUBLIC_CACHE_CONTROL, url);
        const tag = String(first.headers.etag ?? '');
        assert.match(tag, /^W\/"[A-Za-z0-9+/=]+"$/, url);
        const again = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip', 'if-none-match': tag } });
        assert.equal(again.statusCode, 304, url);
        assert.equal(again.body, '', url);
        assert.equal(again.headers.etag, tag, url);
        assert.equal(again.headers['cache-control'], PUBLIC_CACHE_CONTROL, url);
        const other = await ctx.app.inject({ url, headers: { 'if-none-match': 'W/"not-this-one"' } });
        assert.equal(other.statusCode, 200, url);
        assert.ok(other.body.length > 0, url);
      }
    });

    it('gives different answers different ETags, and the same answer the same ETag in every encoding', async () => {
      const one = await ctx.app.inject({ url: '/api/products?page=1', headers: { 'accept-encoding': 'br' } });
      const same = await ctx.app.inject({ url: '/api/products?page=1', headers: { 'accept-encoding': 'identity' } });
      const two = await ctx.app.inject({ url: '/api/products?page=2' });
      assert.equal(one.headers.etag, same.headers.etag);
      assert.notEqual(one.headers.etag, two.headers.etag);
    });

    it('changes the ETag when the product changes, so a stale copy is never confirmed', async () => {
      const product = (await getJson(ctx.app, '/api/products?pageSize=1&page=3')).body.items[0];
      const url = `/api/products/${product._id}`;
      const before = await ctx.app.inject({ url });
      // A description edit moves no catalog version: the ETag must come from the answer itself.
      await queryRows(ctx.app.db, sql`update products set description = description || ' (edited)' where id = ${Number(product._id)}`);
      const after = await ctx.app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
      assert.equal(after.statusCode, 200);
      assert.notEqual(after.headers.etag, before.headers.etag);
      assert.match(JSON.parse(after.body).description, /\(edited\)$/);
    });

    it('keeps answers that depend on the session out of shared caches', async () => {
      const me = await ctx.app.inject({ url: '/api/auth/session' });
      assert.notEqual(me.headers['cache-control'], PUBLIC_CACHE_CONTROL);
      const { cookie: vendor, body } = await signIn(ctx.app, 'vendor', DEMO_VENDOR.email);
      const vendorId = Number(body.vendor.vendorId);
      const [own] = await queryRows<{ id: number }>(
        ctx.app.db,
        sql`select id from products where vendor_id = ${vendorId} order by id limit 1`,
      );
      await queryRows(ctx.app.db, sql`update products set status = false where id = ${own.id}`);
      try {
        const seen = await ctx.app.inject({ url: `/api/products/${own.id}`, headers: { cookie: vendor } });
        assert.equal(seen.statusCode, 200);
        assert.equal(seen.headers['cache-control'], 'no-store');
        assert.equal((await ctx.app.inject({ url: `/api/products/${own.id}` })).statusCode, 404);
      } finally {
        await queryRows(ctx.app.db, sql`update products set status = true where id = ${own.id}`);
      }
    });
  });
}
