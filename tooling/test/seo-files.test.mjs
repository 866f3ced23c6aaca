// The crawler files on the store's origin (seo-files.mjs through serve.mjs): /robots.txt,
// /sitemap.xml and /sitemaps/* come from the API the runtime manifest names, as the API wrote
// them (encoding included), never from an address the request chose. `node --test tooling/test/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { seoApiPath } from '../seo-files.mjs';
import { serveApp } from '../serve.mjs';

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

/** A stand-in for the API's three routes (the real ones are tested in api/test/suites/sitemap.ts). */
async function startApi() {
  const seen = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url, host: req.headers.host });
    if (req.url === '/api/robots.txt') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
      return res.end('User-agent: *\nSitemap: https://manzil.eg/sitemap.xml\n');
    }
    if (req.url === '/api/sitemap.xml') {
      res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8', 'Content-Encoding': 'gzip' });
      return res.end(gzipSync('<sitemapindex/>'));
    }
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end('{"message":"There is no such sitemap file; /sitemap.xml lists them."}');
  });
  return { server, seen, port: await listen(server) };
}

async function startStore(apiBaseUrl) {
  const dir = await mkdtemp(join(tmpdir(), 'manzil-seo-files-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await writeFile(join(dir, 'remotes.json'), JSON.stringify({ apiBaseUrl, remotes: [] }));
  const server = await serveApp({ dir, port: 0, host: '127.0.0.1', spa: true });
  return { server, dir, base: `http://127.0.0.1:${server.address().port}` };
}

test('only the crawler files are mapped to the API', () => {
  assert.equal(seoApiPath('/robots.txt'), '/api/robots.txt');
  assert.equal(seoApiPath('/sitemap.xml'), '/api/sitemap.xml');
  assert.equal(seoApiPath('/sitemaps/products-12.xml'), '/api/sitemaps/products-12.xml');
  for (const path of ['/sitemaps/../api/auth/login', '/sitemaps/products-0.xml', '/api/robots.txt', '/robots.txt/x', '/sitemap.xml.gz']) {
    assert.equal(seoApiPath(path), null, path);
  }
});

test('the store answers robots.txt and the sitemap from the API the manifest names, as written', async () => {
  const api = await startApi();
  const store = await startStore(`http://{hostname}:${api.port}`);
  try {
    const robots = await fetch(`${store.base}/robots.txt`, { headers: { Host: 'evil.example' } });
    assert.equal(robots.status, 200);
    assert.match(robots.headers.get('content-type'), /^text\/plain/);
    assert.equal(robots.headers.get('cache-control'), 'public, max-age=3600');
    assert.match(await robots.text(), /^Sitemap: https:\/\/manzil\.eg\/sitemap\.xml$/m);
    // The server's own choice of host for `{hostname}`, whatever the request said.
    assert.equal(api.seen[0].host, `127.0.0.1:${api.port}`);

    const { request } = await import('node:http');
    const raw = await new Promise((resolve, reject) =>
      request(`${store.base}/sitemap.xml`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end(),
    );
    assert.equal(raw.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(raw.body).toString(), '<sitemapindex/>');

    const missing = await fetch(`${store.base}/sitemaps/products-99.xml`);
    assert.equal(missing.status, 404, "the API's 404, not the store's HTML");
    assert.match(await missing.text(), /no such sitemap file/);
  } finally {
    store.server.close();
    api.server.close();
    await rm(store.dir, { recursive: true, force: true });
  }
});

test('without an API the crawler files are 503 with Retry-After, never the HTML document', async () => {
  const store = await startStore('http://{hostname}:9');
  try {
    const robots = await fetch(`${store.base}/robots.txt`);
    assert.equal(robots.status, 503);
    assert.equal(robots.headers.get('retry-after'), '300');
    assert.doesNotMatch(await robots.text(), /<html/);
  } finally {
    store.server.close();
    await rm(store.dir, { recursive: true, force: true });
  }
});
