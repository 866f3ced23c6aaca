/** Tables, desks, beds and storage: coffee and dining tables, sideboards, wardrobes, shelves. */
import type { Palette } from '../palette.ts';
import { circle, ellipse, leg, line, path, rect } from './shapes.ts';

export function coffeeTable(c: Palette): string {
  return [
    leg(180, 370, 452, c.woodDark, 14, -6),
    leg(420, 370, 452, c.woodDark, 14, 6),
    rect(170, 412, 260, 10, c.dark, 4),
    rect(140, 352, 320, 24, c.main, 8),
    rect(140, 368, 320, 8, c.dark, 4),
    path('M330 352 Q318 318 332 296 L348 296 Q362 318 350 352 Z', c.second),
    rect(200, 332, 90, 10, '#c95c44', 2),
    rect(206, 322, 80, 10, '#2f5a7a', 2),
    rect(204, 342, 86, 10, '#e4d9c4', 2),
  ].join('');
}

export function diningTable(c: Palette): string {
  const chairBack = (x: number) => [rect(x, 214, 76, 96, c.second, 18), rect(x + 8, 300, 60, 12, c.woodDark, 4)].join('');
  return [
    chairBack(162),
    chairBack(362),
    leg(142, 318, 452, c.dark, 16),
    leg(458, 318, 452, c.dark, 16),
    rect(108, 296, 384, 24, c.main, 6),
    rect(126, 316, 348, 14, c.dark, 4),
    ellipse(300, 292, 34, 6, '#ffffff', 'opacity="0.7"'),
    path('M290 292 Q286 262 300 248 Q314 262 310 292 Z', c.light),
    line(300, 250, 300, 226, '#5c8a4e', 3),
    circle(300, 222, 7, '#e8b64c'),
  ].join('');
}

export function desk(c: Palette): string {
  return [
    leg(146, 306, 452, c.woodDark, 12),
    rect(340, 306, 120, 112, c.dark, 6),
    rect(348, 318, 104, 40, c.main, 4),
    rect(348, 366, 104, 44, c.main, 4),
    rect(386, 334, 28, 6, c.metal, 3),
    rect(386, 384, 28, 6, c.metal, 3),
    leg(452, 418, 452, c.woodDark, 10),
    rect(126, 290, 348, 18, c.main, 5),
    rect(180, 226, 110, 64, '#2f3338', 6),
    rect(186, 232, 98, 50, '#9fc3d6', 3),
    rect(166, 286, 138, 6, '#4a4f55', 3),
    path('M402 290 L410 238 L382 214', 'none', `stroke="${c.metal}" stroke-width="5" stroke-linecap="round"`),
    path('M366 206 L398 198 L404 222 Z', c.second),
  ].join('');
}

export function bed(c: Palette): string {
  return [
    rect(136, 196, 328, 200, c.dark, 20),
    rect(152, 212, 296, 120, c.main, 14),
    rect(144, 318, 312, 48, '#f6f3ee', 10),
    rect(168, 290, 118, 44, '#ffffff', 16),
    rect(314, 290, 118, 44, '#ffffff', 16),
    rect(140, 340, 320, 74, c.light, 12),
    rect(140, 370, 320, 12, c.second, 4, 'opacity="0.8"'),
    rect(128, 404, 344, 26, c.dark, 8),
    leg(150, 430, 452, c.woodDark, 12),
    leg(450, 430, 452, c.woodDark, 12),
  ].join('');
}

export function sideboard(c: Palette): string {
  const doors = [0, 1, 2].map((i) => rect(146 + i * 106, 262, 98, 136, c.light, 4, 'opacity="0.35"')).join('');
  const knobs = [0, 1, 2].map((i) => circle(228 + i * 106, 330, 5, c.metal)).join('');
  return [
    rect(132, 250, 336, 160, c.main, 6),
    doors,
    knobs,
    rect(124, 244, 352, 14, c.dark, 4),
    leg(150, 410, 452, c.woodDark, 12, -5),
    leg(450, 410, 452, c.woodDark, 12, 5),
    path('M186 244 Q176 210 190 186 L206 186 Q220 210 210 244 Z', c.second),
    rect(360, 206, 64, 38, '#e4d9c4', 3),
    rect(366, 212, 52, 26, '#9bb7a4', 2),
  ].join('');
}

export function wardrobe(c: Palette): string {
  return [
    rect(178, 108, 244, 322, c.main, 6),
    rect(190, 122, 106, 296, c.light, 4, 'opacity="0.3"'),
    rect(304, 122, 106, 296, c.light, 4, 'opacity="0.3"'),
    line(300, 120, 300, 420, c.dark, 3),
    rect(282, 250, 6, 48, c.metal, 3),
    rect(312, 250, 6, 48, c.metal, 3),
    rect(170, 98, 260, 16, c.dark, 4),
    rect(184, 430, 232, 10, c.dark, 3),
    leg(196, 440, 452, c.woodDark, 10),
    leg(404, 440, 452, c.woodDark, 10),
  ].join('');
}

const BOOKS = ['#c95c44', '#2f5a7a', '#e4b655', '#6b8f71', '#8a4f7d', '#e4d9c4', '#3f4245'];

export function shelf(c: Palette): string {
  const parts = [rect(186, 104, 228, 344, c.main, 4), rect(200, 116, 200, 322, '#00000018', 2)];
  for (let row = 0; row < 4; row++) {
    const base = 186 + row * 80;
    parts.push(rect(196, base, 208, 10, c.dark, 2));
    let x = 206 + (row % 2) * 20;
    for (let b = 0; b < 6 && x < 380; b++) {
      const w = 12 + ((row * 7 + b * 5) % 10);
      const h = 48 + ((row * 11 + b * 13) % 22);
      parts.push(rect(x, base - h, w, h, BOOKS[(row * 3 + b) % BOOKS.length]!, 2));
      x += w + 3;
    }
  }
  parts.push(path('M360 106 Q368 88 380 96 Q372 76 390 78 Q386 96 396 106 Z', c.leaf));
  return parts.join('');
}
