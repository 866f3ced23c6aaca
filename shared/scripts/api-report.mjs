#!/usr/bin/env node
// Writes or checks the API report of every entry of @manzil/shared (shared/api-report/<entry>.api.md):
// the exported signatures as API Extractor prints them, checked in so that a change of the
// contract the apps build on shows up in review as a diff of that file.
//
//   node shared/scripts/api-report.mjs           rewrites the reports (`npm run api-report`)
//   node shared/scripts/api-report.mjs --check   fails, naming each entry whose report is out of date
//
// API Extractor reads declarations, not sources, so `tsc --emitDeclarationOnly` writes them first
// into a temporary folder. One TypeScript program serves every entry: the extractor takes one entry
// per run, and building the program once per entry would cost seconds each.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedDir = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(sharedDir, 'package.json'));
const { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } = require('@microsoft/api-extractor');

const check = process.argv.includes('--check');
const reportDir = join(sharedDir, 'api-report');
const tempDir = join(sharedDir, '.api-report-tmp');
const dtsDir = join(tempDir, 'dts');
const started = Date.now();

/**
 * Every public entry of package.json's `exports` as `{ subpath, name, source }`: the report name is
 * the subpath with slashes turned into dashes ('./router/testing' → 'router-testing', '.' → 'index').
 */
function entries() {
  const { exports } = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([, source]) => /\.tsx?$/.test(source))
    .map(([subpath, source]) => ({
      subpath,
      name: subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-'),
      source,
    }));
}

/** Emits the declarations of src (tests left out) into the temporary folder. */
function emitDeclarations() {
  rmSync(tempDir, { recursive: true, force: true });
  mkdirSync(tempDir, { recursive: true });
  const tsconfig = join(tempDir, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: '../tsconfig.json',
      include: ['../src'],
      exclude: ['../src/**/*.test.ts', '../src/**/*.test.tsx'],
      compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, rootDir: '../src', outDir: 'dts' },
    }),
  );
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', tsconfig], { stdio: 'inherit' });
}

/**
 * The program API Extractor reads: the declarations only, with this package's own name pointing at
 * them (the sources import one entry from another through it, which would otherwise lead back to .ts).
 */
function writeExtractorTsconfig(list) {
  const paths = Object.fromEntries(list.map((entry) => [`@manzil/shared${entry.subpath.slice(1)}`, [`./${relative(tempDir, entry.dts)}`]]));
  writeFileSync(
    join(tempDir, 'tsconfig.extractor.json'),
    JSON.stringify({ extends: '../tsconfig.json', include: ['dts'], compilerOptions: { paths } }),
  );
}

/** The API Extractor configuration of one entry, whose declaration file is `dts`. */
function configFor(entry, dts) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: sharedDir,
      mainEntryPointFilePath: dts,
      compiler: { tsconfigFilePath: join(tempDir, 'tsconfig.extractor.json') },
      apiReport: {
        enabled: true,
        reportFileName: entry.name,
        reportFolder: reportDir,
        reportTempFolder: join(tempDir, 'report'),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          // Written into the report (a type used but not exported shows there, for the review)
          // rather than on the console at every run.
          default: { logLevel: 'warning', addToApiReportFile: true },
          // The package has no release stages (alpha, beta, public): every export is public.
          'ae-missing-release-tag': { logLevel: 'none' },
          // Docstrings are required on exports by review; fields of an exported type need none.
          'ae-undocumented': { logLevel: 'none' },
          // An entry's types often come from a sibling entry (admin from contract); the extractor,
          // reading one entry at a time, would call each of those unexported.
          'ae-forgotten-export': { logLevel: 'none' },
          // {@link} in docstrings is for readers and editors, not resolved across entries here.
          'ae-unresolved-link': { logLevel: 'none' },
        },
        // The docstrings are for readers; their TSDoc dialect is not what the report is about.
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(sharedDir, 'package.json'),
  });
}

emitDeclarations();
const list = entries().map((entry) => ({
  ...entry,
  dts: join(dtsDir, relative('src', entry.source).replace(/\.tsx?$/, '.d.ts')),
}));
writeExtractorTsconfig(list);
mkdirSync(reportDir, { recursive: true });

let compilerState;
const changed = [];
let failed = false;
for (const entry of list) {
  const config = configFor(entry, entry.dts);
  compilerState ??= CompilerState.create(config, { additionalEntryPoints: list.map((e) => e.dts) });
  const result = Extractor.invoke(config, {
    // A local build rewrites a changed report; otherwise a changed report is an error.
    localBuild: !check,
    // In a check, the diff is what the reader needs to see what changed.
    printApiReportDiff: check,
    compilerState,
    messageCallback(message) {
      // The extractor's own advice (copy this file, perform a local build) is replaced by one
      // summary below; its diff of a changed report is kept, to show what changed.
      if (message.messageId === 'console-api-report-diff') return;
      if (message.messageId.startsWith('console-api-report') || message.logLevel === ExtractorLogLevel.Info) {
        message.handled = true;
      } else if (message.logLevel === ExtractorLogLevel.Verbose) {
        message.handled = true;
      }
    },
  });
  if (result.apiReportChanged) changed.push(entry);
  if (result.errorCount > 0) failed = true;
}

// A report whose entry left package.json is stale too.
const names = new Set(list.map((e) => `${e.name}.api.md`));
const stale = readdirSync(reportDir).filter((file) => file.endsWith('.api.md') && !names.has(file));
if (!check) for (const file of stale) rmSync(join(reportDir, file));
rmSync(tempDir, { recursive: true, force: true });

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (check && (changed.length || stale.length)) {
  for (const entry of changed) {
    const file = `shared/api-report/${entry.name}.api.md`;
    console.error(
      `✗ ${existsSync(join(reportDir, `${entry.name}.api.md`)) ? 'changed' : 'missing'}: @manzil/shared${entry.subpath.slice(1)} (${file})`,
    );
  }
  for (const file of stale) console.error(`✗ stale: shared/api-report/${file} (no such entry in shared/package.json exports)`);
  console.error(
    'The public API of @manzil/shared differs from its checked-in report. If the change is meant, run `npm run api-report` and commit shared/api-report/ so that the review sees it.',
  );
  process.exit(1);
}
if (failed) {
  console.error('✗ API Extractor reported errors (above).');
  process.exit(1);
}
console.log(
  check
    ? `✓ API report up to date: ${list.length} entries of @manzil/shared (${seconds} s)`
    : `✓ API report written: ${list.length} entries, ${changed.length} changed${stale.length ? `, ${stale.length} stale removed` : ''} (${seconds} s)`,
);
