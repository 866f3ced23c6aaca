#!/usr/bin/env node
// `npm start`: installs what is missing, builds what changed, and serves the whole store on
// the embedded defaults (PGlite in .data/, e-mail to .data/outbox/). Needs only Node.js 20 and npm.
import { spawnSync } from 'node:child_process';
import { ensureInstalled, buildAll } from './steps.mjs';

ensureInstalled();
buildAll({ force: process.argv.includes('--rebuild') });
const result = spawnSync(process.execPath, ['scripts/serve.mjs'], { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
process.exit(result.status ?? 0);
