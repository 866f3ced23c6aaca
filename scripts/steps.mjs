// Steps shared by `npm start`, `npm test` and `npm run bench`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';
import { APPS, root } from './apps.mjs';

/** Installs the workspace from the lockfile (quick when nothing changed). Exits on failure. */
export function ensureInstalled() {
  const code = pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  if (code !== 0) {
    console.error('Installing the dependencies failed (see above).');
    process.exit(code);
  }
}

/** What no build reads: dependencies, outputs, hidden files, tests and their folders, notes. */
const NOT_BUILT = /^(node_modules|dist|test|tests|coverage)$|^\.|\.test\.[cm]?[jt]sx?$|\.md$/;

/** The newest modification time under `path`, of what a build reads. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (NOT_BUILT.test(entry)) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

/** True when `dir`'s build output is older than its sources or the shared code it builds with. */
function stale(dir, output) {
  const built = existsSync(join(root, dir, output)) ? statSync(join(root, dir, output)).mtimeMs : 0;
  const inputs = [join(root, dir), join(root, 'shared', 'src'), join(root, 'tooling'), join(root, 'pnpm-lock.yaml')];
  return inputs.some((input) => newest(input) > built);
}

/**
 * The pnpm arguments that build the API and every app whose sources changed since their last
 * build (all with force), or null when every one is up to date. Says which it builds.
 */
export function buildArgs({ force = false } = {}) {
  const targets = [{ dir: 'api', output: 'dist/server.js' }, ...APPS.map((a) => ({ dir: a.dir, output: 'dist/index.html' }))];
  const todo = targets.filter((t) => force || stale(t.dir, t.output));
  if (todo.length === 0) {
    console.log('Every app is built and up to date.');
    return null;
  }
  console.log(`Building ${todo.map((t) => t.dir).join(', ')}…`);
  const filters = todo.flatMap((t) => ['--filter', t.dir === 'api' ? '@manzil/api' : t.dir]);
  return [...filters, '--workspace-concurrency=2', 'run', 'build'];
}

/** Builds the API and every app whose sources changed since their last build (all with force). */
export function buildAll({ force = false } = {}) {
  const args = buildArgs({ force });
  if (!args) return;
  const code = pnpm(args);
  if (code !== 0) {
    console.error('The build failed (see above).');
    process.exit(code);
  }
}
