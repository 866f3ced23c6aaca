#!/usr/bin/env node
// `npm run dev`: the API in watch mode and every app's webpack dev server with live reload, on
// the default ports. The shell's dev server serves public/remotes.json, which points at the
// remotes' dev servers on the same ports as production.
import { ensureInstalled } from './steps.mjs';
import { pnpm } from './pnpm.mjs';

ensureInstalled();
process.exit(pnpm(['-r', '--parallel', '--filter', '!@manzil/e2e', 'run', 'dev']));
