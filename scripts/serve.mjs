#!/usr/bin/env node
// Serves the built store: the API (node api/dist/server.js) and each app from its own port, as
// independently deployed remotes are. `npm start` builds first and then runs this.
//
// Environment: SHELL_PORT, CATALOG_PORT, CHECKOUT_PORT, ACCOUNT_PORT, PARTNER_PORT, API_PORT,
// DATA_DIR (the API's data folder), REMOTES_JSON (a runtime manifest file to serve instead of
// the shell's built remotes.json), and everything the API reads (see api/README.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders, securityTxtRoute } from '../tooling/security-headers.mjs';
import { serveApp } from '../tooling/serve.mjs';
import { APPS, API_PORT, root } from './apps.mjs';

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

const api = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
  cwd: join(root, 'api'),
  env: { ...process.env, PORT: String(API_PORT) },
  stdio: 'inherit',
});
children.push(api);
api.on('exit', (code) => {
  console.error(`The API stopped (exit code ${code}).`);
  stopAll(code || 1);
});

// CSP and friends for every app, from the runtime manifest the shell serves (issue 8 §9).
const manifestPath = () => process.env.REMOTES_JSON || join(root, 'shell', 'dist', 'remotes.json');
const headers = securityHeaders({ manifestPath });
for (const app of APPS) {
  await serveApp({
    dir: join(root, app.dir, 'dist'),
    port: app.port,
    spa: app.host,
    remotesJson: app.host ? process.env.REMOTES_JSON : undefined,
    headers,
    routes: app.host ? securityTxtRoute : {},
  });
  console.log(`  ${app.dir.padEnd(13)} http://localhost:${app.port}/`);
}
console.log(`\nManzil is open at http://localhost:${APPS[0].port}/  (API http://localhost:${API_PORT}/api/docs/json)`);
