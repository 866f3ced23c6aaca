#!/usr/bin/env node
// Runs every test/**/*.test.ts with node's test runner and tsx. Node 20's `--test` does not
// expand globs itself, so this lists the files (and passes any extra arguments through).
//
// The API suite's two halves run at once, to keep `npm test` short on two cores: this process
// streams every file on PGlite (two files at a time), while a second one runs api.test.ts on
// PostgreSQL, whose work is mostly in the database server's own process; its report follows.
// The last lines add both up ("ℹ pass N", "ℹ fail N").
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const extra = process.argv.slice(2);
const files = readdirSync(here, { recursive: true })
  .map(String)
  .filter((name) => name.endsWith('.test.ts'))
  .sort()
  .map((name) => relative(root, join(here, name)));
const suiteFile = relative(root, join(here, 'api.test.ts'));
// Files whose PostgreSQL half runs in the second process (each honours API_TEST_BACKENDS).
const postgresFiles = [suiteFile, relative(root, join(here, 'migrations.test.ts'))].filter((file) => files.includes(file));

/** Runs node's test runner on `list` with `backends`; resolves with its exit code and output. */
function runTests(list, backends, { stream, concurrency }) {
  return new Promise((resolve) => {
    const args = ['--import', 'tsx', '--test', '--test-reporter=spec', `--test-concurrency=${concurrency}`, ...extra, ...list];
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, API_TEST_BACKENDS: backends } });
    let output = '';
    const take = (source, sink) =>
      source.on('data', (chunk) => {
        output += chunk;
        if (stream) sink.write(chunk);
      });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const tally = (output, word) => [...output.matchAll(new RegExp(`^ℹ ${word} (\\d+)`, 'gm'))].reduce((sum, m) => sum + Number(m[1]), 0);

// API_TEST_BACKENDS=pglite (or postgres) given by the caller runs that half only.
const only = process.env.API_TEST_BACKENDS;
const postgres = postgresFiles.length && only !== 'pglite' ? runTests(postgresFiles, 'postgres', { stream: false, concurrency: 1 }) : null;
const pgliteFiles = only === 'postgres' ? [] : files;
const results = pgliteFiles.length ? [await runTests(pgliteFiles, 'pglite', { stream: true, concurrency: 2 })] : [];
if (postgres) {
  const result = await postgres;
  console.log('\n# The API suite on PostgreSQL (run alongside the above)');
  process.stdout.write(result.output);
  results.push(result);
}
const outputs = results.map((r) => r.output).join('\n');
console.log('\n# Both halves together');
for (const word of ['tests', 'pass', 'fail', 'skipped']) console.log(`ℹ ${word} ${tally(outputs, word)}`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
