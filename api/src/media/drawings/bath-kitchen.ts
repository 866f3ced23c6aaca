/** Bath and kitchen: bathtub, shower, sink, cookware, tableware. */
import type { Palette } from '../palette.ts';
import { circle, ellipse, line, path, rect, stroke } from './shapes.ts';

export function bathtub(c: Palette): string {
  return [
    stroke('M430 290 L430 200 Q430 180 450 180 L470 180', c.metal, 8),
    circle(470, 190, 8, c.metal),
    path('M110 292 L490 292 Q488 420 380 424 L220 424 Q112 420 110 292 Z', c.main),
    rect(100, 280, 400, 22, c.light, 11),
    path('M140 320 Q150 396 226 404', 'none', `stroke="${c.light}" stroke-width="10" opacity="0.5" stroke-linecap="round"`),
    path('M180 420 L166 452 L196 452 L206 420 Z', c.metal),
    path('M420 420 L434 452 L404 452 L394 420 Z', c.metal),
  ].join('');
}

export function shower(c: Palette): string {
  const drops = Array.from({ length: 9 }, (_, i) =>
    line(262 + i * 10, 186 + (i % 3) * 8, 252 + i * 12, 300 + (i % 4) * 20, '#8fc3e0', 2, 'opacity="0.7"'),
  ).join('');
  return [
    rect(150, 80, 300, 370, '#ffffff', 6, 'opacity="0.35"'),
    stroke('M300 420 L300 120 Q300 100 280 100 L240 100', c.main, 10),
    rect(220, 94, 40, 12, c.main, 4),
    ellipse(300, 170, 62, 12, c.main),
    drops,
    rect(284, 320, 32, 50, c.dark, 8),
    circle(300, 344, 10, c.light),
    rect(170, 438, 260, 14, c.light, 4),
  ].join('');
}

export function sink(c: Palette): string {
  return [
    rect(150, 330, 300, 22, '#e9e2d6', 4),
    rect(170, 352, 260, 98, c.dark, 6),
    rect(182, 364, 116, 74, c.main, 4),
    rect(302, 364, 116, 74, c.main, 4),
    circle(286, 400, 5, c.metal),
    circle(314, 400, 5, c.metal),
    path('M220 330 Q222 276 300 274 Q378 276 380 330 Z', c.light),
    ellipse(300, 278, 80, 10, '#ffffff'),
    stroke('M300 270 L300 214 Q300 200 316 200 L336 200 L336 214', c.metal, 8),
  ].join('');
}

export function cookware(c: Palette): string {
  return [
    rect(196, 278, 208, 150, c.main, 22),
    rect(196, 296, 208, 8, c.dark, 3),
    path('M210 300 Q216 390 240 410', 'none', `stroke="${c.light}" stroke-width="10" opacity="0.45" stroke-linecap="round"`),
    rect(170, 300, 34, 14, c.dark, 7),
    rect(396, 300, 34, 14, c.dark, 7),
    ellipse(300, 278, 108, 18, c.dark),
    ellipse(300, 270, 100, 16, c.light),
    rect(288, 244, 24, 22, c.metal, 6),
    rect(382, 420, 160, 14, c.metal, 7, 'transform="rotate(-8 382 420)"'),
    ellipse(300, 442, 120, 12, '#00000014'),
  ].join('');
}

export function tableware(c: Palette): string {
  return [
    ellipse(300, 432, 170, 22, c.dark),
    ellipse(300, 424, 170, 22, c.main),
    ellipse(300, 420, 130, 15, c.light),
    ellipse(300, 404, 150, 18, c.dark),
    ellipse(300, 398, 150, 18, c.main),
    ellipse(300, 394, 112, 12, c.light),
    path('M222 360 Q226 300 300 296 Q374 300 378 360 Z', c.main),
    ellipse(300, 300, 78, 12, c.dark),
    rect(228, 344, 144, 6, c.second, 3, 'opacity="0.8"'),
    path('M420 300 L470 300 L462 380 L428 380 Z', c.second),
    ellipse(445, 300, 25, 6, c.dark),
  ].join('');
}
