#!/usr/bin/env node
// Runs the pnpm version pinned in package.json's "packageManager", on a machine that has only
// Node.js and npm: a matching pnpm on PATH is used as it is, otherwise npm fetches that exact
// version once (npm exec caches it). Corepack is not used: its signature check fails on some
// machines (see README, "Troubleshooting").
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** The command line that runs the pinned pnpm: [command, ...leading args]. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  if (probe.status === 0 && probe.stdout.trim() === pinned) return ['pnpm'];
  return ['npm', 'exec', '--yes', `--package=pnpm@${pinned}`, '--', 'pnpm'];
}

/** Runs pnpm with `args` in the repository root; returns its exit code. */
export function pnpm(args, options = {}) {
  const [cmd, ...lead] = pnpmCommand();
  const r = spawnSync(cmd, [...lead, ...args], { stdio: 'inherit', cwd: root, ...options });
  return r.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
