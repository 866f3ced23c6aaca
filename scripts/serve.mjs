#!/usr/bin/env node
// Serves the built store: the API (node api/dist/server.js) and each app from its own port, as
// independently deployed remotes are. `npm start` builds first and then runs this.
//
// Environment: SHELL_PORT, CATALOG_PORT, CHECKOUT_PORT, ACCOUNT_PORT, PARTNER_PORT, API_PORT,
// DATA_DIR (the API's data folder), REMOTES_JSON (a runtime manifest file to serve instead of
// the shell's built remotes.json), PUBLIC_ORIGIN (the store's address in canonical links),
// REGION_BUDGET_MS and DOCUMENT_S_MAXAGE (the document server, shell/server/), API_START_TIMEOUT_MS
// (how long the document server waits for the API before the store gives up, 300 s), and
// everything the API reads (see api/README.md).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { securityHeaders, securityTxtRoute } from '../tooling/security-headers.mjs';
import { serveApp } from '../tooling/serve.mjs';
import { createDocumentServer } from '../shell/server/document-server.mjs';
import { APPS, API_PORT, root, waitForUrls } from './apps.mjs';

const children = [];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

for (const app of APPS) {
  if (!existsSync(join(root, app.dir, 'dist', 'index.html'))) {
    console.error(`${app.dir} is not built: run "npm start" (it builds), or "node scripts/pnpm.mjs -r run build".`);
    process.exit(1);
  }
}
if (!existsSync(join(root, 'api', 'dist', 'server.js'))) {
  console.error('The API is not built: run "npm start" (it builds).');
  process.exit(1);
}

/** The store's address: the operator's, else this store's (the sitemap, robots.txt and the first render name it). */
const publicOrigin = process.env.PUBLIC_ORIGIN || `http://localhost:${APPS[0].port}`;

const api = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
  cwd: join(root, 'api'),
  // The sitemap and robots.txt name the store's address: this store's, unless the operator set one.
  env: { ...process.env, PORT: String(API_PORT), PUBLIC_ORIGIN: publicOrigin },
  stdio: 'inherit',
});
children.push(api);
api.on('exit', (code) => {
  console.error(`The API stopped (exit code ${code}).`);
  stopAll(code || 1);
});

/**
 * The built remotes.json names the default ports (tooling/apps.json). Started on other ports
 * (SHELL_PORT… API_PORT) without a REMOTES_JSON of its own, the store serves a copy that names
 * the ports it really uses, so the shell finds its remotes and the API.
 */
function manifestForPorts() {
  const built = JSON.parse(readFileSync(join(root, 'shell', 'dist', 'remotes.json'), 'utf8'));
  const port = (url, value) => url.replace(/:\d+(?=\/|$)/, `:${value}`);
  let changed = false;
  if (built.apiBaseUrl && !built.apiBaseUrl.endsWith(`:${API_PORT}`)) {
    built.apiBaseUrl = port(built.apiBaseUrl, API_PORT);
    changed = true;
  }
  for (const remote of built.remotes) {
    const app = APPS.find((a) => a.name === remote.name);
    if (!app || !/^https?:\/\/\{hostname\}:\d+\//.test(remote.entry) || remote.entry.includes(`:${app.port}/`)) continue;
    remote.entry = port(remote.entry, app.port);
    changed = true;
  }
  if (!changed) return undefined;
  const file = join(mkdtempSync(join(tmpdir(), 'manzil-remotes-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(built, null, 2));
  return file;
}
const remotesJson = process.env.REMOTES_JSON || manifestForPorts();

// CSP and friends for every app, from the runtime manifest the shell serves.
const manifestPath = () => remotesJson || join(root, 'shell', 'dist', 'remotes.json');
const headers = securityHeaders({ manifestPath });
// The remotes' files need nothing else; they are served at once.
for (const app of APPS.filter((a) => !a.host)) await serveApp({ dir: join(root, app.dir, 'dist'), port: app.port, headers });
// The document server renders every page from the API: it opens once the API answers, so that no
// document is rendered while the API is still starting (its first start creates and seeds the
// database) and answered 503 for an API that was only not there yet.
console.log('  waiting for the API…');
const apiTimeoutMs = Number(process.env.API_START_TIMEOUT_MS ?? 300_000);
if (!(await waitForUrls([`http://127.0.0.1:${API_PORT}/api/health`], { timeoutMs: apiTimeoutMs }))) {
  console.error(`The API did not answer /api/health within ${Math.round(apiTimeoutMs / 1000)} s.`);
  stopAll(1);
}
for (const app of APPS) {
  if (app.host) {
    // The shell: its document server renders every page with the route's remote (shell/server/).
    const server = await createDocumentServer({
      dir: join(root, app.dir, 'dist'),
      remotesJson: manifestPath(),
      headers,
      routes: securityTxtRoute,
    });
    await server.listen({ port: app.port, host: '0.0.0.0' });
  }
  console.log(`  ${app.dir.padEnd(13)} http://localhost:${app.port}/`);
}
console.log(`\nManzil is open at http://localhost:${APPS[0].port}/  (API http://localhost:${API_PORT}/api/docs/json)`);
// The document server loads a remote's Node container on its first render (one renderer per host
// name the store is asked under), which can take longer than a region's budget on a busy machine:
// the first shopper or crawler would get that page's region rendered in the browser. One render of
// /home now, in the background and under the store's public host name, loads the catalog's.
http
  .get({ host: '127.0.0.1', port: APPS[0].port, path: '/home', headers: { host: new URL(publicOrigin).host } }, (response) =>
    response.resume(),
  )
  .on('error', () => undefined);
