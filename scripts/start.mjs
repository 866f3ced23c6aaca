#!/usr/bin/env node
// `npm start`: installs what is missing, builds what changed, and serves the whole store on
// the embedded defaults (PGlite in .data/, e-mail to .data/outbox/). Needs only Node.js 20 and npm.
// It is a development store: DEV_OUTBOX=1 lists every e-mail it sends at /api/dev/outbox.
import { spawnSync } from 'node:child_process';
import { ensureInstalled, buildAll } from './steps.mjs';

ensureInstalled();
buildAll({ force: process.argv.includes('--rebuild') });
const env = { ...process.env, DEV_OUTBOX: process.env.DEV_OUTBOX ?? '1' };
if (env.DEV_OUTBOX === '1')
  console.log(
    'npm start is the development store: DEV_OUTBOX=1, so /api/dev/outbox lists every e-mail it sends (DEV_OUTBOX=0 npm start to turn it off).',
  );
const result = spawnSync(process.execPath, ['scripts/serve.mjs'], { stdio: 'inherit', cwd: new URL('..', import.meta.url), env });
process.exit(result.status ?? 0);
