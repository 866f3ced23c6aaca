/** Decor: vases, planters, mirrors, rugs, frames, cushions, towels and throws. */
import type { Palette } from '../palette.ts';
import { circle, ellipse, line, path, rect, stroke } from './shapes.ts';

const leaves = (c: Palette, x: number, y: number, spread: number) =>
  [-2, -1, 0, 1, 2]
    .map((i) => {
      const tx = x + i * spread;
      const ty = y - 90 - Math.abs(2 - Math.abs(i)) * 30;
      return [
        stroke(`M${x} ${y} Q${x + i * spread * 0.4} ${y - 60} ${tx} ${ty}`, '#5b6b3a', 3),
        ellipse(tx, ty, 12, 26, c.leaf, `transform="rotate(${i * 22} ${tx} ${ty})"`),
      ].join('');
    })
    .join('');

export function vase(c: Palette): string {
  return [
    leaves(c, 300, 196, 34),
    path(
      'M272 190 L328 190 Q330 226 352 256 Q392 320 366 400 Q352 446 300 448 Q248 446 234 400 Q208 320 248 256 Q270 226 272 190 Z',
      c.main,
    ),
    ellipse(300, 190, 28, 7, c.dark),
    path('M258 280 Q244 340 262 410', 'none', `stroke="${c.light}" stroke-width="10" opacity="0.45" stroke-linecap="round"`),
    rect(232, 330, 136, 10, c.second, 4, 'opacity="0.7"'),
  ].join('');
}

export function planter(c: Palette): string {
  return [
    leaves(c, 300, 300, 48),
    ellipse(268, 214, 16, 40, c.leaf, 'transform="rotate(-30 268 214)"'),
    ellipse(336, 206, 16, 44, c.leaf, 'transform="rotate(28 336 206)"'),
    path('M220 300 L380 300 L360 448 L240 448 Z', c.main),
    rect(212, 292, 176, 22, c.dark, 6),
    path('M236 320 L250 440', 'none', `stroke="${c.light}" stroke-width="8" opacity="0.4" stroke-linecap="round"`),
  ].join('');
}

export function mirror(c: Palette): string {
  return [
    path('M196 450 L196 190 Q196 90 300 90 Q404 90 404 190 L404 450 Z', c.main),
    path('M214 440 L214 192 Q214 108 300 108 Q386 108 386 192 L386 440 Z', 'url(#glass)'),
    line(250, 200, 320, 130, '#ffffff', 10, 'opacity="0.45"'),
    line(250, 250, 350, 150, '#ffffff', 6, 'opacity="0.35"'),
    rect(188, 440, 224, 12, c.dark, 4),
  ].join('');
}

export function rug(c: Palette): string {
  const fringe = (y: number, x1: number, x2: number) =>
    Array.from({ length: 24 }, (_, i) => line(x1 + ((x2 - x1) * i) / 23, y, x1 + ((x2 - x1) * i) / 23, y + 10, '#e9dfc9', 2)).join('');
  return [
    path('M170 320 L430 320 L500 462 L100 462 Z', c.main),
    path('M188 330 L412 330 L470 452 L130 452 Z', 'none', `stroke="${c.second}" stroke-width="8"`),
    path('M214 346 L386 346 L430 436 L170 436 Z', c.dark),
    path('M300 356 L352 390 L300 426 L248 390 Z', c.second),
    path('M300 372 L326 390 L300 410 L274 390 Z', c.main),
    fringe(462, 104, 496),
  ].join('');
}

export function frame(c: Palette): string {
  return [
    rect(170, 110, 260, 300, c.main, 4),
    rect(188, 128, 224, 264, '#f8f4ec', 2),
    rect(212, 152, 176, 216, c.second, 2, 'opacity="0.35"'),
    circle(330, 210, 28, '#e8b64c'),
    path('M212 368 L212 300 Q260 250 300 300 Q340 340 388 280 L388 368 Z', c.dark),
    path('M212 368 L212 330 Q270 300 320 340 Q350 360 388 330 L388 368 Z', c.main, 'opacity="0.8"'),
    ellipse(300, 448, 160, 10, '#00000012'),
    rect(230, 420, 140, 28, '#d9c7a8', 3),
  ].join('');
}

export function cushion(c: Palette): string {
  const puff = (x: number, y: number, s: number, fill: string, stripe: string) =>
    [
      path(
        `M${x - 80 * s} ${y - 70 * s} Q${x} ${y - 58 * s} ${x + 80 * s} ${y - 70 * s} Q${x + 68 * s} ${y} ${x + 80 * s} ${y + 70 * s} Q${x} ${y + 58 * s} ${x - 80 * s} ${y + 70 * s} Q${x - 68 * s} ${y} ${x - 80 * s} ${y - 70 * s} Z`,
        fill,
      ),
      rect(x - 62 * s, y - 6 * s, 124 * s, 12 * s, stripe, 4, 'opacity="0.8"'),
      circle(x - 80 * s, y - 70 * s, 6 * s, stripe),
      circle(x + 80 * s, y + 70 * s, 6 * s, stripe),
    ].join('');
  return [rect(150, 410, 300, 40, '#d9c7a8', 10), puff(250, 330, 1, c.main, c.second), puff(370, 360, 0.8, c.second, c.main)].join('');
}

export function towel(c: Palette): string {
  const fold = (y: number, fill: string) =>
    [rect(190, y, 220, 46, fill, 14), rect(190, y + 30, 220, 8, '#ffffff', 3, 'opacity="0.6"')].join('');
  return [rect(170, 430, 260, 20, '#b08a60', 4), fold(382, c.dark), fold(334, c.main), fold(286, c.light), fold(238, c.main)].join('');
}
