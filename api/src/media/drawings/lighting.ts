/** Lamps: pendants, chandeliers, floor and table lamps, lanterns. */
import type { Palette } from '../palette.ts';
import { circle, ellipse, glow, line, path, rect, stroke } from './shapes.ts';

export function pendantLamp(c: Palette): string {
  return [
    line(300, 0, 300, 196, '#3b3b3b', 3),
    rect(290, 188, 20, 18, c.metal, 4),
    glow(300, 300, 120),
    path('M188 300 Q196 204 300 200 Q404 204 412 300 Z', c.main),
    path('M206 296 Q214 222 300 218', 'none', `stroke="${c.light}" stroke-width="6" opacity="0.6" stroke-linecap="round"`),
    ellipse(300, 300, 112, 12, c.dark),
    ellipse(300, 304, 36, 16, '#fff4c9'),
    ellipse(300, 448, 120, 16, '#ffe9a8', 'opacity="0.35"'),
  ].join('');
}

export function chandelier(c: Palette): string {
  const arms = [-150, -75, 0, 75, 150].map((dx) => {
    const x = 300 + dx;
    return [
      stroke(`M300 240 Q${300 + dx * 0.6} ${290 + Math.abs(dx) * 0.1} ${x} 250`, c.main, 6),
      rect(x - 8, 226, 16, 26, '#f5efe1', 3),
      glow(x, 214, 30),
      path(`M${x} 200 Q${x + 6} 210 ${x} 220 Q${x - 6} 210 ${x} 200 Z`, '#ffcf5c'),
    ].join('');
  });
  return [line(300, 0, 300, 230, c.main, 5), circle(300, 240, 16, c.main), ...arms, circle(300, 276, 8, c.dark)].join('');
}

export function floorLamp(c: Palette): string {
  return [
    line(300, 200, 240, 450, c.wood, 8),
    line(300, 200, 360, 450, c.wood, 8),
    line(300, 200, 304, 450, c.woodDark, 8),
    glow(300, 160, 110),
    path('M236 190 L252 100 L348 100 L364 190 Z', c.main),
    path('M252 100 L348 100 L350 110 L250 110 Z', c.dark),
    ellipse(300, 190, 64, 8, c.dark),
    ellipse(300, 448, 90, 12, '#ffe9a8', 'opacity="0.3"'),
  ].join('');
}

export function tableLamp(c: Palette): string {
  return [
    rect(186, 380, 228, 16, '#a07a55', 4),
    rect(206, 396, 12, 56, '#8a6240', 2),
    rect(382, 396, 12, 56, '#8a6240', 2),
    glow(300, 230, 100),
    path('M262 380 Q240 330 270 296 L330 296 Q360 330 338 380 Z', c.main),
    ellipse(300, 318, 30, 8, c.light, 'opacity="0.5"'),
    rect(296, 262, 8, 36, c.metal, 2),
    path('M236 268 L258 186 L342 186 L364 268 Z', '#f3ead7'),
    path('M258 186 L342 186 L346 196 L254 196 Z', '#e3d6bc'),
  ].join('');
}

export function lantern(c: Palette): string {
  const holes: string[] = [];
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 5; col++) holes.push(circle(256 + col * 22 + (row % 2) * 11, 250 + row * 30, 4, '#fff2c2'));
  return [
    line(300, 20, 300, 150, '#3b3b3b', 3),
    circle(300, 160, 12, 'none', `stroke="${c.main}" stroke-width="5"`),
    glow(300, 300, 150),
    path('M270 172 L330 172 L350 220 L250 220 Z', c.dark),
    path('M250 220 L350 220 L368 300 L350 390 L250 390 L232 300 Z', c.main),
    ...holes,
    path('M250 390 L350 390 L330 420 L270 420 Z', c.dark),
    ellipse(300, 452, 120, 14, '#ffe9a8', 'opacity="0.35"'),
  ].join('');
}
