#!/usr/bin/env node
// Renders splash-scene.html frame by frame in Chromium (Playwright from the e2e package) and
// encodes the frames with ffmpeg (VP9 WebM) into src/assets/splash.webm, plus the still picture
// of the last frame's layout (src/assets/splash-still.svg is drawn by hand from the same logo).
// Usage: node scripts/make-splash-video.mjs   (needs ffmpeg and Chromium on PATH / CHROMIUM_PATH)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { chromium } = await import(pathToFileURL(join(here, '../../e2e/node_modules/@playwright/test/index.mjs')).href);

const FPS = 25;
const SECONDS = 10;
const out = join(here, '..', 'src', 'assets', 'splash.webm');
const frames = mkdtempSync(join(tmpdir(), 'splash-frames-'));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(pathToFileURL(join(here, 'splash-scene.html')).href);
  for (let frame = 0; frame < FPS * SECONDS; frame++) {
    const ms = (frame * 1000) / FPS;
    await page.evaluate(
      (t) =>
        document.getAnimations().forEach((a) => {
          a.pause();
          a.currentTime = t;
        }),
      ms,
    );
    await page.screenshot({ path: join(frames, `${String(frame).padStart(4, '0')}.png`) });
  }
} finally {
  await browser.close();
}

execFileSync(
  'ffmpeg',
  [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    join(frames, '%04d.png'),
    '-c:v',
    'libvpx-vp9',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-an',
    out,
  ],
  { stdio: 'inherit' },
);
rmSync(frames, { recursive: true, force: true });
console.log(`${out}: ${(statSync(out).size / 1024).toFixed(1)} KB`);
