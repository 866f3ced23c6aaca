// Runs tooling/i18n/check.mjs (an ES module, with the formatjs CLI) in its own Node process for an
// app's jest test, which hands over the catalogs and run-time id lists it imported (TypeScript).
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');

/** @param {import('./run-check').MessageCheckInput} input */
function runMessageCheck(input) {
  const output = execFileSync(process.execPath, [join(__dirname, 'check.mjs')], {
    input: JSON.stringify(input),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(output);
  // `npm run i18n:check` asks for the figures too.
  if (process.env.I18N_CHECK_REPORT) process.stderr.write(`${input.app}: ${JSON.stringify(result.counts)}\n`);
  return result;
}

module.exports = { runMessageCheck };
