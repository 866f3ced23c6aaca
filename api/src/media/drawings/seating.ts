/** Sofas, armchairs, chairs, stools and loungers. */
import type { Palette } from '../palette.ts';
import { ellipse, leg, line, path, rect, stroke } from './shapes.ts';

export function sofa(c: Palette): string {
  return [
    rect(112, 240, 376, 120, c.dark, 30),
    rect(140, 258, 156, 82, c.main, 20),
    rect(304, 258, 156, 82, c.main, 20),
    rect(120, 330, 360, 62, c.main, 16),
    rect(138, 322, 160, 40, c.light, 14),
    rect(302, 322, 160, 40, c.light, 14),
    rect(86, 282, 66, 128, c.dark, 28),
    rect(448, 282, 66, 128, c.dark, 28),
    rect(100, 384, 400, 34, c.dark, 12),
    rect(190, 282, 70, 52, c.second, 14, 'transform="rotate(-8 225 308)"'),
    leg(124, 418, 452, c.wood, 14),
    leg(476, 418, 452, c.wood, 14),
  ].join('');
}

export function armchair(c: Palette): string {
  return [
    path('M206 330 Q200 210 300 200 Q400 210 394 330 Z', c.dark),
    path('M226 330 Q224 232 300 226 Q376 232 374 330 Z', c.main),
    rect(206, 330, 188, 56, c.main, 16),
    rect(218, 322, 164, 34, c.light, 12),
    rect(180, 292, 52, 112, c.dark, 24),
    rect(368, 292, 52, 112, c.dark, 24),
    rect(192, 380, 216, 30, c.dark, 10),
    leg(206, 408, 452, c.wood, 12, -6),
    leg(394, 408, 452, c.wood, 12, 6),
  ].join('');
}

export function chair(c: Palette): string {
  return [
    leg(252, 210, 452, c.wood, 12, -4),
    leg(348, 210, 452, c.wood, 12, 4),
    rect(244, 196, 112, 112, c.main, 22),
    rect(256, 208, 88, 88, c.light, 16, 'opacity="0.35"'),
    leg(238, 344, 452, c.woodDark, 12, -8),
    leg(362, 344, 452, c.woodDark, 12, 8),
    rect(226, 322, 148, 28, c.main, 10),
    rect(226, 340, 148, 10, c.dark, 4),
    line(246, 410, 354, 410, c.wood, 6),
  ].join('');
}

export function stool(c: Palette): string {
  return [
    line(300, 270, 300, 440, c.metal, 10),
    stroke('M250 276 L226 450 M350 276 L374 450', c.metal, 8),
    ellipse(300, 388, 58, 12, 'none', `stroke="${c.metal}" stroke-width="6"`),
    ellipse(300, 270, 76, 22, c.dark),
    ellipse(300, 262, 76, 22, c.main),
    ellipse(300, 258, 56, 13, c.light, 'opacity="0.5"'),
  ].join('');
}

export function lounger(c: Palette): string {
  return [
    path('M110 372 L400 372 L482 252 L494 262 L414 384 L110 384 Z', c.wood),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => line(126 + i * 32, 374, 126 + i * 32, 382, c.woodDark, 3)),
    path(
      'M118 352 L396 352 Q404 352 408 346 L470 252 Q478 244 486 252 L490 258 L412 372 L118 372 Q108 372 108 362 Q108 352 118 352 Z',
      c.main,
    ),
    path('M420 336 L470 262', c.light, `stroke="${c.light}" stroke-width="6" opacity="0.6"`),
    rect(130, 356, 260, 6, c.light, 3, 'opacity="0.6"'),
    leg(130, 384, 450, c.wood, 12),
    leg(398, 384, 450, c.wood, 12),
    ellipse(420, 440, 14, 14, c.metal),
  ].join('');
}
