// scripts/serve.mjs, the store as `npm start` serves it: the document server renders every page
// from the API, so it must not take requests before the API answers. On a first start the API
// creates and seeds its database first (seconds); a document asked for meanwhile was answered 503
// ("This page could not be loaded") for an API that was only not there yet. Needs the production
// builds (`npm run build`); skipped without them. And the static files (tooling/serve.mjs) go out
// as the build compressed them. `node --test tooling/test/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, get } from 'node:http';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticFiles } from '../serve.mjs';

const root = join(import.meta.dirname, '..', '..');
const built = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-partner'].every((dir) =>
  existsSync(join(root, dir, 'dist', 'index.html')),
);

/** A port nothing listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True once something accepts a connection on `port`. */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

test(
  'a first start opens the document server only once the API answers: its first document is no 503',
  { skip: built && existsSync(join(root, 'api', 'dist', 'server.js')) ? false : 'the store is not built', timeout: 300_000 },
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'manzil-serve-'));
    const [shell, catalog, checkout, account, partner, api] = await Promise.all([1, 2, 3, 4, 5, 6].map(freePort));
    const env = {
      ...process.env,
      SHELL_PORT: String(shell),
      CATALOG_PORT: String(catalog),
      CHECKOUT_PORT: String(checkout),
      ACCOUNT_PORT: String(account),
      PARTNER_PORT: String(partner),
      API_PORT: String(api),
      // A database of its own, created and seeded by this first start.
      DATA_DIR: dataDir,
      DEV_OUTBOX: '1',
    };
    delete env.DATABASE_URL;
    delete env.NODE_ENV;
    const store = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { cwd: root, env, stdio: 'ignore' });
    try {
      // As a person who opens the store as soon as it listens.
      const until = Date.now() + 280_000;
      while (!(await listening(shell))) {
        assert.ok(Date.now() < until, 'the store did not open');
        assert.equal(store.exitCode, null, 'the store stopped');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const health = await fetch(`http://127.0.0.1:${api}/api/health`).then(
        (answer) => answer.status,
        (error) => `no answer (${error.cause?.code ?? error.message})`,
      );
      assert.equal(health, 200, 'the API answers when the document server opens');
      // Documents asked for at once (the first starts the server render): none is a 503.
      for (const path of ['/product/1', '/home', '/product/1']) {
        const response = await fetch(`http://127.0.0.1:${shell}${path}`, { headers: { accept: 'text/html' } });
        await response.text();
        assert.notEqual(response.status, 503, `${path} was rendered without the API`);
      }
    } finally {
      store.kill('SIGTERM');
      await new Promise((resolve) => (store.exitCode === null ? store.once('exit', resolve) : resolve()));
      // The API child ends a moment after serve.mjs (it closes its database): the folder is removed once it has.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    }
  },
);

test('the built files go out as the build compressed them: .br to a browser that takes brotli, .gz to one that takes gzip only', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'manzil-static-'));
  await writeFile(join(dir, 'app.1234abcd.js'), 'plain');
  await writeFile(join(dir, 'app.1234abcd.js.br'), 'brotli');
  await writeFile(join(dir, 'app.1234abcd.js.gz'), 'gzip');
  const files = staticFiles(dir);
  const server = createHttpServer((req, res) => files(req, res, () => res.writeHead(404).end()));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ask = (acceptEncoding) =>
    new Promise((resolve, reject) => {
      get(`http://127.0.0.1:${server.address().port}/app.1234abcd.js`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body }));
      }).on('error', reject);
    });
  try {
    assert.deepEqual(await ask('gzip, deflate, br, zstd'), { encoding: 'br', vary: 'Accept-Encoding', body: 'brotli' });
    assert.deepEqual(await ask('gzip, deflate'), { encoding: 'gzip', vary: 'Accept-Encoding', body: 'gzip' });
    assert.deepEqual(await ask('identity'), { encoding: undefined, vary: 'Accept-Encoding', body: 'plain' });
  } finally {
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
});
