import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getJson, type TestContext } from '../helpers.ts';

export function mediaSuite(ctx: TestContext) {
  describe('media: generated pictures and CAD files', () => {
    it('serves a product picture as cacheable WebP with an ETag, and 304 on a match; its SVG source too', async () => {
      const product = (await getJson(ctx.app, '/api/products?pageSize=1')).body.items[0];
      assert.equal(product.mainImage, `products/${product._id}.webp`);
      const response = await ctx.app.inject({ url: `/media/${product.mainImage}` });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.ok(response.headers.etag);
      const bytes = response.rawPayload;
      assert.equal(bytes.subarray(0, 4).toString('latin1'), 'RIFF');
      assert.equal(bytes.subarray(8, 12).toString('latin1'), 'WEBP');
      const { default: sharp } = await import('sharp');
      const meta = await sharp(bytes).metadata();
      assert.equal(meta.width, 600, 'as wide as the drawing (never enlarged)');
      const again = await ctx.app.inject({ url: `/media/${product.mainImage}` });
      assert.deepEqual(again.rawPayload, bytes, 'deterministic');
      const cached = await ctx.app.inject({
        url: `/media/${product.mainImage}`,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      assert.equal(cached.statusCode, 304);
      for (const image of product.images) assert.equal((await ctx.app.inject({ url: `/media/${image}` })).statusCode, 200);
      // The drawing it is rendered from (and the path of orders placed before pictures were WebP).
      const source = await ctx.app.inject({ url: `/media/products/${product._id}.svg` });
      assert.equal(source.statusCode, 200);
      assert.match(String(source.headers['content-type']), /^image\/svg\+xml/);
      assert.match(source.body, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      assert.ok(source.body.includes(`<title>${product.name.replace(/&/g, '&amp;')}</title>`));
      assert.equal((await ctx.app.inject({ url: `/media/products/${product._id}-9.webp` })).statusCode, 404, 'no ninth picture');
      assert.equal((await ctx.app.inject({ url: `/media/products/${product._id}-1.webp` })).statusCode, 400);
    });

    it('draws different products differently', async () => {
      const { body } = await getJson(ctx.app, '/api/categories/categories');
      const sofas = (await getJson(ctx.app, `/api/products?typeId=${body[0].subCategories[0].types[0]._id}&pageSize=1`)).body.items[0];
      const lamps = (await getJson(ctx.app, '/api/products?categorySlug=lighting&pageSize=1')).body.items[0];
      const a = (await ctx.app.inject({ url: `/media/${sofas.mainImage.replace(/\.webp$/, '.svg')}` })).body;
      const b = (await ctx.app.inject({ url: `/media/${lamps.mainImage.replace(/\.webp$/, '.svg')}` })).body;
      assert.notEqual(a.replace(/<title>.*<\/title>/, ''), b.replace(/<title>.*<\/title>/, ''));
    });

    it('serves brand logos, category and subcategory pictures', async () => {
      const brand = (await getJson(ctx.app, '/api/brand/')).body[0];
      const logo = await ctx.app.inject({ url: `/media/${brand.brandlogo}` });
      assert.equal(logo.statusCode, 200);
      assert.match(logo.body, /<text[^>]*>[A-Z]{1,2}<\/text>/);
      const categories = (await getJson(ctx.app, '/api/categories/categories')).body;
      for (const category of categories) {
        const picture = await ctx.app.inject({ url: `/media/${category.image}` });
        assert.equal(picture.statusCode, 200);
        assert.equal(picture.headers['content-type'], 'image/webp', category.image);
      }
      assert.equal((await ctx.app.inject({ url: `/media/${categories[0].subCategories[0].image}` })).statusCode, 200);
      assert.match(categories[0].subCategories[0].image, /^subcategories\/\d+\.webp$/);
      assert.equal((await ctx.app.inject({ url: `/media/categories/${categories[0].slug}.svg` })).statusCode, 200, 'the source');
      assert.equal((await ctx.app.inject({ url: '/media/categories/nowhere.webp' })).statusCode, 404);
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
        '/media/brands/1.webp',
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
