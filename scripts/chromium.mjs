// Finds Debian's Chromium for the browser tests, installing it with apt-get when it is missing
// and we are root (Playwright's own browser download cannot reach its host on our machines).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** The Chromium executable: $CHROMIUM_PATH, else /usr/bin/chromium (installed when missing). */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
    if (r.status === 0 && existsSync(path)) return path;
  }
  console.error(
    `Chromium was not found at ${path}. Install Debian's chromium package (apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}
