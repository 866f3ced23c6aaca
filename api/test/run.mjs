#!/usr/bin/env node
// Runs every test/**/*.test.ts with node's test runner and tsx. Node 20's `--test` does not
// expand globs itself, so this lists the files (and passes any extra arguments through).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const files = readdirSync(here, { recursive: true })
  .map(String)
  .filter((name) => name.endsWith('.test.ts'))
  .sort()
  .map((name) => relative(root, join(here, name)));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...process.argv.slice(2), ...files], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
