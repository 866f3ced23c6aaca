import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { LISTENER_APPLICATION_NAME, openDatabase, POOL_IDLE_MS, POOL_SIZE, queryRows } from '../../src/db/client.ts';
import { PUBLIC_CACHE_CONTROL } from '../../src/plugins/http-cache.ts';
import type { AnswerStore } from '../../src/lib/answer-store.ts';
import { DEMO_VENDOR } from '../../src/seed/demo-accounts.ts';
import { cookieHeader, getJson, signIn, signUpShopper, type TestContext } from '../helpers.ts';

export function httpCacheSuite(ctx: TestContext) {
  describe('HTTP caching of the public catalog', () => {
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

    const store = () => ctx.app.answerCache as AnswerStore;
    const contentVersion = async () =>
      Number((await queryRows<{ v: string }>(ctx.app.db, sql`select content_version as v from catalog_state where id = 1`))[0]!.v);

    it('keeps a public answer and serves it again from the cache, compressed once, 304 with no body', async () => {
      const url = '/api/products?sort=name-asc&page=4';
      const first = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      assert.equal(first.statusCode, 200);
      // The query's order does not matter: one key.
      const entry = store().peek('en /api/products?page=4&sort=name-asc');
      assert.ok(entry, 'the answer is kept');
      assert.equal(first.headers.etag, entry.etag);
      assert.equal(first.headers['content-encoding'], 'br');
      assert.match(String(first.headers.vary), /accept-language/i);
      // Served from the cache: a planted answer of the same version is what comes back.
      const planted = store().set('en /api/products?page=4&sort=name-asc', store().version, Buffer.from('{"planted":true}'))!;
      const again = await ctx.app.inject({ url: '/api/products?page=4&sort=name-asc' });
      assert.deepEqual([again.statusCode, again.json(), again.headers.etag], [200, { planted: true }, planted.etag]);
      assert.equal(again.headers['cache-control'], PUBLIC_CACHE_CONTROL);
      const conditional = await ctx.app.inject({ url, headers: { 'if-none-match': planted.etag } });
      assert.deepEqual([conditional.statusCode, conditional.body], [304, '']);
      store().clear(); // drop the planted answer
    });

    it('answers in the language of Accept-Language under a key of its own', async () => {
      const url = '/api/brand/';
      await ctx.app.inject({ url, headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } });
      await ctx.app.inject({ url, headers: { 'accept-language': 'en-GB' } });
      assert.ok(store().peek('ar /api/brand?'), 'the Arabic answer has its own entry');
      assert.ok(store().peek('en /api/brand?'));
      const planted = store().set('ar /api/brand?', store().version, Buffer.from('["ar"]'))!;
      assert.ok(planted);
      assert.deepEqual((await ctx.app.inject({ url, headers: { 'accept-language': 'ar' } })).json(), ['ar']);
      assert.notDeepEqual((await ctx.app.inject({ url, headers: { 'accept-language': 'en' } })).json(), ['ar']);
      store().clear();
    });

    it('drops kept answers with every kind of catalog write, by any writer', async () => {
      // Cheap enough for cash on delivery, in stock, not ready to ship (other suites count those).
      const [pick] = await queryRows<{ id: number }>(
        ctx.app.db,
        sql`select id from products where status and not ready_to_ship and stock >= 3 and effective_price < 20000 order by id limit 1`,
      );
      const id = Number(pick!.id);
      const product = (await getJson(ctx.app, `/api/products/${id}`)).body;
      const [refs] = await queryRows<{ brand: number; category: number; subcategory: number; type: number }>(
        ctx.app.db,
        sql`select brand_id as brand, category_id as category, subcategory_id as subcategory, type_id as type from products where id = ${id}`,
      );
      const writes: [string, ReturnType<typeof sql>][] = [
        ['product text', sql`update products set description = description || ' (cache test)' where id = ${id}`],
        ['stock staying above 0', sql`update products set stock = stock + 1 where id = ${id}`],
        ['price', sql`update products set price = price + 1 where id = ${id}`],
        ['listing', sql`update products set status = status where id = ${id}`],
        ['brand', sql`update brands set description = description where id = ${refs!.brand}`],
        ['category', sql`update categories set name = name where id = ${refs!.category}`],
        ['subcategory', sql`update subcategories set name = name where id = ${refs!.subcategory}`],
        ['type', sql`update product_types set name = name where id = ${refs!.type}`],
        ['product insert or delete', sql`delete from products where id = -1`],
      ];
      for (const [what, write] of writes) {
        await ctx.app.inject({ url: `/api/products/${id}` });
        const before = await contentVersion();
        assert.ok(store().peek(`en /api/products/${id}?`), what);
        await queryRows(ctx.app.db, write);
        assert.ok((await contentVersion()) > before, `${what} moves the content version`);
        const after = await ctx.app.inject({ url: `/api/products/${id}` });
        assert.equal(after.statusCode, 200, what);
        assert.equal(store().version, await contentVersion(), what);
      }
      const fresh = (await ctx.app.inject({ url: `/api/products/${id}` })).json();
      assert.match(fresh.description, /\(cache test\)$/);
      assert.equal(fresh.stock, product.stock + 1);
      assert.equal(fresh.price, product.price + 1);

      // Through the API: an order that leaves the product in stock shows the new stock at once.
      const shopper = (
        await signUpShopper(ctx.app, {
          firstName: 'Nour',
          lastName: 'Hany',
          email: `cache.${process.pid}@example.com`,
          password: 'Khan#El#Khalili1',
        })
      ).response;
      const cached = (await ctx.app.inject({ url: `/api/products/${id}` })).json();
      assert.ok(cached.stock >= 2);
      const placed = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: cookieHeader(shopper) },
        payload: {
          items: [{ productId: id, quantity: 1 }],
          shippingAddress: {
            address1: '12 Shagaret El Dor St.',
            floor: '3',
            apartment: '7',
            city: 'Cairo',
            postalCode: '11211',
            country: 'Egypt',
          },
          phoneNumber: '+20 100 123 4567',
          paymentMethod: 'cash-on-delivery',
        },
      });
      assert.equal(placed.statusCode, 201, placed.body);
      assert.equal((await ctx.app.inject({ url: `/api/products/${id}` })).json().stock, cached.stock - 1);
    });

    it('never keeps an answer to a request with a session or credentials, nor a private one', async () => {
      const { cookie } = await signIn(ctx.app, 'vendor', DEMO_VENDOR.email);
      store().clear();
      const url = '/api/products?page=7';
      const signedIn = await ctx.app.inject({ url, headers: { cookie } });
      assert.equal(signedIn.statusCode, 200);
      assert.equal(signedIn.headers['cache-control'], 'no-store');
      assert.equal(store().peek('en /api/products?page=7'), undefined);
      await ctx.app.inject({ url, headers: { authorization: 'Bearer x' } });
      assert.equal(store().peek('en /api/products?page=7'), undefined);
      await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } });
      await ctx.app.inject({ url: '/api/vendor/products', headers: { cookie } });
      await ctx.app.inject({ url: '/api/favorites', headers: { cookie } });
      for (const [key] of (store() as unknown as { entries: Map<string, unknown> }).entries) {
        assert.match(key, /^(en|ar) \/api\/(products|categories|subcategories|types|brand)\b/, key);
      }
      // A kept public answer is the same for a signed-in visitor, and still not stored by the browser.
      await ctx.app.inject({ url });
      assert.ok(store().peek('en /api/products?page=7'));
      const hit = await ctx.app.inject({ url, headers: { cookie } });
      assert.equal(hit.headers['cache-control'], 'no-store');
      assert.equal(hit.headers.etag, store().peek('en /api/products?page=7')!.etag);
    });
    describe('the content version in memory: hits without a database round trip', () => {
      const version = () => ctx.app.contentVersion;
      /** Runs `fn` with the in-memory version trusted for `ms` (the staleness bound), then restores it. */
      async function withMaxAge<T>(ms: number, fn: () => Promise<T>): Promise<T> {
        const saved = version().maxAgeMs;
        version().maxAgeMs = ms;
        try {
          return await fn();
        } finally {
          version().maxAgeMs = saved;
        }
      }
      /**
       * Counts every statement the app sends to the database while `fn` runs: the driver's own
       * entry points (PGlite's query/exec/transaction, the pg pool's query/connect), whatever
       * calls them (Drizzle, raw SQL, a transaction).
       */
      async function countQueries(fn: () => Promise<void>): Promise<string[]> {
        const client = (ctx.app.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
        const seen: string[] = [];
        const names = ['query', 'exec', 'transaction', 'connect'].filter((name) => typeof client[name] === 'function');
        const originals = names.map((name) => [name, client[name]!] as const);
        for (const [name, original] of originals) {
          client[name] = function (this: unknown, ...args: unknown[]) {
            const first = args[0] as string | { text?: string } | undefined;
            seen.push(`${name}: ${typeof first === 'string' ? first : (first?.text ?? '')}`);
            return original.apply(this, args);
          };
        }
        try {
          await fn();
        } finally {
          for (const [name, original] of originals) client[name] = original;
        }
        return seen;
      }

      it('answers cache hits, 200 and 304, without a single query', async () => {
        const product = (await getJson(ctx.app, '/api/products?pageSize=1&page=5')).body.items[0];
        const urls = [
          '/api/products?page=3&sort=price-desc',
          '/api/products?brands=x&hasSalePrice=true',
          `/api/products/${product._id}`,
          '/api/products/search-suggestions?query=lamp',
          '/api/categories/categories',
        ];
        await withMaxAge(60_000, async () => {
          for (const url of urls) assert.equal((await ctx.app.inject({ url })).statusCode, 200, url);
          await version().refresh();
          const tags = new Map<string, string>();
          const queries = await countQueries(async () => {
            for (let round = 0; round < 3; round++) {
              for (const url of urls) {
                const hit = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en' } });
                assert.equal(hit.statusCode, 200, url);
                // helmet's headers (computed once at start) are on answers from the cache too.
                assert.match(String(hit.headers['content-security-policy']), /default-src 'none'/, url);
                assert.equal(hit.headers['x-content-type-options'], 'nosniff', url);
                assert.match(String(hit.headers['strict-transport-security']), /max-age=31536000/, url);
                tags.set(url, String(hit.headers.etag));
              }
            }
            for (const url of urls) {
              const conditional = await ctx.app.inject({ url, headers: { 'if-none-match': tags.get(url)! } });
              assert.equal(conditional.statusCode, 304, url);
            }
          });
          assert.deepEqual(queries, [], 'a hit sends nothing to the database');

          // A miss computes its answer, but reads the content version at most once (here: not at all).
          const miss = await countQueries(async () => {
            assert.equal((await ctx.app.inject({ url: '/api/products?page=2&pageSize=17' })).statusCode, 200);
          });
          assert.ok(miss.length > 0, 'a miss reads the products');
          assert.ok(miss.filter((q) => q.includes('content_version')).length <= 1, miss.join('\n'));
        });
      });

      it('reads the version again once it is older than the bound, even when no notification comes', async () => {
        const url = '/api/products?page=6&sort=name-desc';
        await withMaxAge(400, async () => {
          await ctx.app.inject({ url });
          const before = await version().refresh();
          assert.ok(store().peek(`en /api/products?page=6&sort=name-desc`));
          // Moving the version itself notifies nobody (only the catalog tables' trigger does): the
          // stand-in for a notification that was lost, or a database where LISTEN is unavailable.
          await queryRows(ctx.app.db, sql`update catalog_state set content_version = content_version + 1 where id = 1`);
          const queries = await countQueries(async () => {
            await ctx.app.inject({ url });
          });
          assert.deepEqual(queries, [], 'within the bound the version in memory is trusted');
          assert.equal(store().version, before);
          await new Promise((resolve) => setTimeout(resolve, 450));
          await ctx.app.inject({ url });
          assert.equal(store().version, before + 1, 'past the bound the version is read and the old answers dropped');
        });
      });

      it("sees this process's own writes at once: through the API and through its connections", async () => {
        const { cookie, body } = await signIn(ctx.app, 'vendor', DEMO_VENDOR.email);
        const [own] = await queryRows<{ id: number }>(
          ctx.app.db,
          sql`select id from products where vendor_id = ${Number(body.vendor.vendorId)} and status order by id desc limit 1`,
        );
        const url = `/api/products/${own!.id}`;
        await withMaxAge(60_000, async () => {
          const stock = (await ctx.app.inject({ url })).json().stock as number;
          const edited = await ctx.app.inject({
            method: 'PATCH',
            url: `/api/vendor/products/${own!.id}`,
            headers: { cookie },
            payload: { stock: stock + 5 },
          });
          assert.equal(edited.statusCode, 200, edited.body);
          assert.equal((await ctx.app.inject({ url })).json().stock, stock + 5, 'a write through the API');
          await queryRows(ctx.app.db, sql`update products set stock = ${stock} where id = ${own!.id}`);
          assert.equal((await ctx.app.inject({ url })).json().stock, stock, 'raw SQL on the app’s own connection');
        });
      });

      it('fills its connection pool at once, and keeps idle connections (PostgreSQL)', async (t) => {
        if (!ctx.databaseUrl) {
          t.skip('PostgreSQL only: PGlite is one connection, always open');
          return;
        }
        // A pool of its own, named so that pg_stat_activity tells its connections from the others'.
        const url = new URL(ctx.databaseUrl);
        url.searchParams.set('application_name', `manzil-fill-test-${process.pid}`);
        const handle = await openDatabase({ databaseUrl: url.href });
        try {
          const connections = async () =>
            (
              await queryRows<{ n: number }>(
                ctx.app.db,
                sql`select count(*)::int as n from pg_stat_activity where application_name = ${url.searchParams.get('application_name')}`,
              )
            )[0]!.n;
          await handle.fill('select id from products where id = -1');
          assert.equal(await connections(), POOL_SIZE, 'every pooled connection is open');
          // pg-pool would close them after 10 s idle by default; they stay for POOL_IDLE_MS.
          await new Promise((resolve) => setTimeout(resolve, 50));
          assert.equal(await connections(), POOL_SIZE, 'and stays open while idle');
          assert.ok(POOL_IDLE_MS >= 60_000);
        } finally {
          await handle.close();
        }
      });

      it('learns of another connection’s write through LISTEN/NOTIFY (PostgreSQL), and listens again after losing its connection', async (t) => {
        if (!ctx.databaseUrl) {
          t.skip('PostgreSQL only: PGlite has no other connection (its writes are this process’s own, see above)');
          return;
        }
        const other = new pg.Client({ connectionString: ctx.databaseUrl });
        await other.connect();
        try {
          const [pick] = await queryRows<{ id: number }>(
            ctx.app.db,
            sql`select id from products where status order by id limit 1 offset 40`,
          );
          const url = `/api/products/${pick!.id}`;
          /** Writes a new description from the other connection; resolves with how long until the API showed it (ms). */
          const writeAndWait = async (text: string) => {
            await ctx.app.inject({ url });
            assert.ok(store().peek(`en ${url}?`), 'kept before the write');
            await other.query('update products set description = $1 where id = $2', [text, pick!.id]);
            const started = Date.now();
            for (;;) {
              if ((await ctx.app.inject({ url })).json().description === text) return Date.now() - started;
              assert.ok(Date.now() - started < 3_000, `the write "${text}" was not seen within 3 s`);
              await new Promise((resolve) => setTimeout(resolve, 10));
            }
          };
          await withMaxAge(60_000, async () => {
            await version().refresh();
            assert.equal(version().listening, true);
            const waited = await writeAndWait(`Notified ${Date.now()}`);
            assert.ok(waited < 1_000, `seen after ${waited} ms`);

            // The listening connection is lost: the API connects again and listens as before.
            const [{ n }] = (
              await other.query<{ n: number }>(
                `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1 and datname = current_database()`,
                [LISTENER_APPLICATION_NAME],
              )
            ).rows as [{ n: number }];
            assert.equal(n, 1, 'one listening connection');
            for (let waitedMs = 0; !version().listening || waitedMs < 50; waitedMs += 25) {
              assert.ok(waitedMs < 10_000, 'listening again within 10 s');
              await new Promise((resolve) => setTimeout(resolve, 25));
            }
            // Idle pooled connections listen too; end them so that only the new listener can tell.
            await other.query(
              `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name <> $1 and state = 'idle'`,
              [LISTENER_APPLICATION_NAME],
            );
            const again = await writeAndWait(`Notified again ${Date.now()}`);
            assert.ok(again < 1_000, `seen after ${again} ms`);
          });
        } finally {
          await other.end();
        }
      });
    });
  });
}
