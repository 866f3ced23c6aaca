#!/usr/bin/env node
// `npm run i18n:check`: each app's message check alone — the ids its code uses, extracted
// with the formatjs CLI, against its English and Arabic catalogs (tooling/i18n/check.mjs, driven by
// the app's src/messages.check.test.ts, which `npm test` runs with the app's other jest tests).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { APPS, root } from './apps.mjs';

let failed = 0;
for (const { dir: app } of APPS) {
  if (!existsSync(`${root}/${app}/src/messages.check.test.ts`)) continue;
  console.log(`\n▶ Messages: ${app}`);
  const { status } = spawnSync(`${root}/${app}/node_modules/.bin/jest`, ['--ci', '--maxWorkers=1', 'src/messages.check'], {
    cwd: `${root}/${app}`,
    stdio: 'inherit',
    env: { ...process.env, I18N_CHECK_REPORT: '1' },
  });
  if (status !== 0) failed++;
}
console.log(failed ? `\n${failed} app(s) with message problems` : '\nEvery app has its messages in order');
process.exit(failed ? 1 : 0);
