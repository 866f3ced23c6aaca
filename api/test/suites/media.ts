import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getJson, type TestContext } from '../helpers.ts';

export function mediaSuite(ctx: TestContext) {
  describe('media: generated pictures and CAD files', () => {
    it('serves a product picture as cacheable SVG with an ETag, and 304 on a match', async () => {
      const product = (await getJson(ctx.app, '/api/products?pageSize=1')).body.items[0];
      const response = await ctx.app.inject({ url: `/media/${product.mainImage}` });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.ok(response.headers.etag);
      assert.match(response.body, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      assert.ok(response.body.includes(`<title>${product.name.replace(/&/g, '&amp;')}</title>`));
      const again = await ctx.app.inject({ url: `/media/${product.mainImage}` });
      assert.equal(again.body, response.body, 'deterministic');
      const cached = await ctx.app.inject({
        url: `/media/${product.mainImage}`,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      assert.equal(cached.statusCode, 304);
      for (const image of product.images) assert.equal((await ctx.app.inject({ url: `/media/${image}` })).statusCode, 200);
      assert.equal((await ctx.app.inject({ url: `/media/products/${product._id}-9.svg` })).statusCode, 404, 'no ninth picture');
      assert.equal((await ctx.app.inject({ url: `/media/products/${product._id}-1.svg` })).statusCode, 400);
    });

    it('draws different products differently', async () => {
      const { body } = await getJson(ctx.app, '/api/categories/categories');
      const sofas = (await getJson(ctx.app, `/api/products?typeId=${body[0].subCategories[0].types[0]._id}&pageSize=1`)).body.items[0];
      const lamps = (await getJson(ctx.app, '/api/products?categorySlug=lighting&pageSize=1')).body.items[0];
      const a = (await ctx.app.inject({ url: `/media/${sofas.mainImage}` })).body;
      const b = (await ctx.app.inject({ url: `/media/${lamps.mainImage}` })).body;
      assert.notEqual(a.replace(/<title>.*<\/title>/, ''), b.replace(/<title>.*<\/title>/, ''));
    });

    it('serves brand logos, category and subcategory pictures', async () => {
      const brand = (await getJson(ctx.app, '/api/brand/')).body[0];
      const logo = await ctx.app.inject({ url: `/media/${brand.brandlogo}` });
      assert.equal(logo.statusCode, 200);
      assert.match(logo.body, /<text[^>]*>[A-Z]{1,2}<\/text>/);
      const categories = (await getJson(ctx.app, '/api/categories/categories')).body;
      for (const category of categories) assert.equal((await ctx.app.inject({ url: `/media/${category.image}` })).statusCode, 200);
      assert.equal((await ctx.app.inject({ url: `/media/${categories[0].subCategories[0].image}` })).statusCode, 200);
      assert.equal((await ctx.app.inject({ url: '/media/categories/nowhere.svg' })).statusCode, 404);
      assert.equal((await ctx.app.inject({ url: '/media/brands/999.svg' })).statusCode, 404);
    });

    it('serves a DXF for products with a CAD file only', async () => {
      const withCad = (await getJson(ctx.app, '/api/products?hasCAD=true&pageSize=1')).body.items[0];
      const dxf = await ctx.app.inject({ url: `/media/${withCad.cadFile}` });
      assert.equal(dxf.statusCode, 200);
      assert.match(String(dxf.headers['content-type']), /^application\/dxf/);
      assert.match(dxf.body, /^0\nSECTION\n2\nHEADER\n/);
      assert.match(dxf.body, /\nENTITIES\n/);
      assert.match(dxf.body, /0\nEOF\n$/);
      assert.ok(dxf.body.includes(withCad.sku));
      const all = (await getJson(ctx.app, '/api/products/getproducts/')).body;
      const without = all.find((p: any) => p.cadFile === null);
      assert.deepEqual((await getJson(ctx.app, `/media/cad/${without._id}.dxf`)).body, {
        message: 'This product has no CAD file.',
        code: 'not_found',
      });
    });

    it('rejects malformed media names with 400', async () => {
      for (const url of [
        '/media/products/abc.svg',
        '/media/products/1.png',
        '/media/products/99999999999.svg',
        '/media/cad/1.svg',
        '/media/brands/x.svg',
      ]) {
        const response = await ctx.app.inject({ url });
        assert.equal(response.statusCode, 400, url);
        assert.match(response.json().message, /^file: must look like/);
      }
    });
  });
}
