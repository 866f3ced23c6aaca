#!/usr/bin/env node
// `npm test`: every test of the store, from a fresh clone, with only Node.js 20 and npm:
// install → type-check → lint → unit and component tests (jest) → production build → bundle budget,
// with the API tests (PGlite, and PostgreSQL when one answers on 127.0.0.1:5432) running alongside
// those steps → browser tests (Playwright in Debian's Chromium against the built apps and the real
// API). Ends with each step's seconds and "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { pnpmCommand } from './pnpm.mjs';
import { ensureInstalled, buildArgs } from './steps.mjs';
import { ensureChromium } from './chromium.mjs';
import { root } from './apps.mjs';

const JEST_PACKAGES = ['shared', 'shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-partner'];
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const want = (step) => only.length === 0 || only.includes(step);

/**
 * Runs a command, streaming its output (each line behind `prefix` when given, for runs side by
 * side), and returns { code, output }.
 */
function run(cmd, args, { prefix = '', env = {}, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0', ...env }, ...options });
    let output = '';
    const take = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        sink.write(prefix ? String(chunk).replace(/^(?=.)/gm, prefix) : chunk);
      });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const pnpmRun = (args, options) => {
  const [cmd, ...lead] = pnpmCommand();
  return run(cmd, [...lead, ...args], options);
};

const results = [];
const started = Date.now();
let stepStart = Date.now();
/**
 * Records a suite's counts and its seconds: those since the previous record (the step's
 * duration), unless `since` says when a step that ran alongside the others started.
 */
function record(suite, passed, failed, code, since = stepStart) {
  // A runner that failed without reporting a failing test still counts as one failure.
  if (code !== 0 && failed === 0) failed = 1;
  const seconds = Math.round((Date.now() - since) / 1000);
  if (since === stepStart) stepStart = Date.now();
  results.push({ suite, passed, failed, seconds });
}

function count(output, pattern) {
  const matches = [...output.matchAll(pattern)];
  return matches.length ? Number(matches[matches.length - 1][1]) : 0;
}

ensureInstalled();
stepStart = Date.now();

// The API tests start first and run alongside the steps up to the build: most of their time is
// spent in one PGlite process and in the PostgreSQL server (alone they kept about one core of the
// two busy: 301 s of Node CPU in a 568 s run), while type-check, lint, jest and webpack fill the
// other. Their lines carry "[api] "; the browser
// tests wait for them.
let api = null;
if (want('api')) {
  console.log('\n▶ API tests (PGlite, and PostgreSQL when it answers), alongside the next steps');
  const since = Date.now();
  api = pnpmRun(['--filter', '@manzil/api', 'run', 'test'], { prefix: only.length === 1 ? '' : '[api] ' }).then((result) => ({
    ...result,
    since,
  }));
}

if (want('typecheck')) {
  // Three programs, two at a time: the whole front end in one (shell/tsconfig.store.json:
  // @manzil/shared, the shell and the remotes, so shared's sources and React's declarations are
  // checked once, not once per package), the API, and the browser tests.
  console.log('\n▶ Type-check (the front end as one program, the API, the browser tests)');
  const { code } = await pnpmRun([
    '--filter',
    'shell',
    '--filter',
    '@manzil/api',
    '--filter',
    '@manzil/e2e',
    '--workspace-concurrency=2',
    'run',
    'typecheck',
  ]);
  record('typecheck', code === 0 ? 1 : 0, code === 0 ? 0 : 1, code);
}

if (want('lint')) {
  console.log('\n▶ Lint (architecture rules: no remote imports another, no raw fetch), formatting (Prettier), comments, API report');
  // Side by side: each is one process, and two cores are there (the summary gives their common time).
  const [lint, format, comments, apiReport] = await Promise.all([
    pnpmRun(['exec', 'eslint', '--max-warnings', '0', '.'], { prefix: '[eslint] ' }),
    pnpmRun(['exec', 'prettier', '--check', '--log-level=warn', '.'], { prefix: '[prettier] ' }),
    // No comment or doc points at a tracker issue the repository does not hold.
    run(process.execPath, ['tooling/check-comments.mjs'], { prefix: '[comments] ' }),
    // The public surface of @manzil/shared matches its checked-in report (npm run api-report).
    run(process.execPath, ['shared/scripts/api-report.mjs', '--check'], { prefix: '[api-report] ' }),
  ]);
  record('lint', lint.code === 0 ? 1 : 0, lint.code === 0 ? 0 : 1, lint.code);
  record('format', format.code === 0 ? 1 : 0, format.code === 0 ? 0 : 1, format.code);
  record('comments', comments.code === 0 ? 1 : 0, comments.code === 0 ? 0 : 1, comments.code);
  record('api-report', apiReport.code === 0 ? 1 : 0, apiReport.code === 0 ? 0 : 1, apiReport.code);
}

if (want('unit')) {
  // One jest run for every package (each a jest project with its own config): its two workers
  // stay busy from the first test file to the last, where a run per package waited for its
  // slowest file each time and started jest six times.
  const projects = JEST_PACKAGES.filter((pkg) => existsSync(`${root}/${pkg}/jest.config.mjs`));
  console.log(`\n▶ Unit and component tests (jest): ${projects.join(', ')}`);
  // Two workers: jest's default on two cores is one (cores − 1), which leaves a core idle.
  const { code, output } = await run(
    `${root}/shell/node_modules/.bin/jest`,
    ['--ci', '--passWithNoTests', '--maxWorkers=2', '--projects', ...projects.map((pkg) => `${root}/${pkg}`)],
    { cwd: root },
  );
  record('jest', count(output, /Tests:.*?(\d+) passed/g), count(output, /Tests:.*?(\d+) failed/g), code);
}

if (want('unit')) {
  // The static server's document writing (tooling/first-load-hints.mjs, serve.mjs): Node's own runner.
  console.log('\n▶ Unit tests: tooling (node --test)');
  const { code, output } = await pnpmRun(['--filter', '@manzil/tooling', 'run', 'test']);
  record('tooling', count(output, /^ℹ pass (\d+)/gm), count(output, /^ℹ fail (\d+)/gm), code);
}

let built = true;
if (want('e2e') || want('budget')) {
  console.log('\n▶ Production build');
  // Asynchronous: a synchronous child would stop this process reading the API tests' output.
  const args = buildArgs({ force: process.env.CI === 'true' });
  const { code } = args ? await pnpmRun(args) : { code: 0 };
  record('build', code === 0 ? 1 : 0, code === 0 ? 0 : 1, code);
  built = code === 0;
  if (built) {
    // The first visit to /home, added up from the built files (no browser, no timing).
    console.log('\n▶ Bundle budget (first visit to /home, JavaScript as sent)');
    const budget = await run(process.execPath, ['scripts/bundle-budget.mjs']);
    record('bundle budget', budget.code === 0 ? 1 : 0, budget.code === 0 ? 0 : 1, budget.code);
  } else console.error('The build failed (see above): no bundle budget and no browser tests.');
}

if (api) {
  const { code, output, since } = await api;
  console.log('\n▶ API tests: done');
  record('api (alongside)', count(output, /^ℹ pass (\d+)/gm), count(output, /^ℹ fail (\d+)/gm), code, since);
  stepStart = Date.now();
}

if (want('e2e') && built) {
  // The spec files run in two groups side by side (E2E_SHARDS=1 for one run), each a Playwright run
  // with its own servers, API, data folder and ports (3100…, 3200…; E2E_PORT_BASE moves the
  // first, e.g. beside another run on the machine): the tests spend most of their
  // time waiting on the browser and the network, so two runs share two cores well. The first group
  // is chosen to take about half the time (the summary prints each step's seconds); a new spec
  // file goes to the second. The Arabic journey runs with specs that add no products: it walks
  // the newest products of a seeded type, and the admin and partner specs add English-only ones.
  const E2E_FIRST_GROUP = ['account', 'arabic', 'shell', 'security', 'first-load', 'composition'];
  const specs = readdirSync(`${root}/e2e/tests`).filter((f) => f.endsWith('.spec.ts'));
  const inFirst = (f) => E2E_FIRST_GROUP.includes(f.replace(/\.spec\.ts$/, ''));
  const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
  const groups = Number(process.env.E2E_SHARDS ?? 2) === 1 ? [specs] : [specs.filter(inFirst), specs.filter((f) => !inFirst(f))];
  console.log(`\n▶ Browser tests (Playwright, Debian Chromium; ${groups.length} group(s) side by side)`);
  process.env.CHROMIUM_PATH = ensureChromium();
  const runs = await Promise.all(
    groups.map((files, i) =>
      pnpmRun(['--filter', '@manzil/e2e', 'exec', 'playwright', 'test', ...files.map((f) => `tests/${f}`)], {
        prefix: groups.length > 1 ? `[e2e ${i + 1}/${groups.length}] ` : '',
        // No full-page screenshots for people to look at (they assert nothing; e2e/support/shots.ts)
        // unless E2E_SHOTS=1 asks for them.
        env: { E2E_PORT_BASE: String(portBase + i * 100), E2E_SHOTS: process.env.E2E_SHOTS ?? '0' },
      }),
    ),
  );
  const sum = (pattern) => runs.reduce((total, r) => total + count(r.output, pattern), 0);
  const code = runs.some((r) => r.code !== 0) ? 1 : 0;
  record('e2e', sum(/^\s*(\d+) passed/gm), sum(/^\s*(\d+) failed/gm), code);
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.suite.padEnd(22)} ${r.passed} passed, ${r.failed} failed  (${r.seconds} s)`);
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log(`\n${Math.round((Date.now() - started) / 1000)} s in all, install included`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
