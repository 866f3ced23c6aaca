#!/usr/bin/env node
// `npm run dev`: the API in watch mode and every app's webpack dev server with live reload, on
// their ports (tooling/apps.json, SHELL_PORT… overrides). The shell's dev server serves a
// remotes.json generated for those ports, which points at the remotes' dev servers.
import { ensureInstalled } from './steps.mjs';
import { pnpm } from './pnpm.mjs';

ensureInstalled();
process.exit(pnpm(['-r', '--parallel', '--filter', '!@manzil/e2e', 'run', 'dev']));
