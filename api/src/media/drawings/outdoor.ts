/** Outdoor: parasols (and gazebos). Loungers live with the seating. */
import type { Palette } from '../palette.ts';
import { ellipse, line, path, rect } from './shapes.ts';

export function parasol(c: Palette): string {
  const scallops = Array.from({ length: 8 }, (_, i) => {
    const x = 120 + i * 45;
    return path(`M${x} 220 Q${x + 22.5} 246 ${x + 45} 220 Z`, i % 2 ? c.main : c.second);
  }).join('');
  return [
    line(300, 120, 300, 440, c.wood, 10),
    path('M120 222 Q160 150 300 104 Q440 150 480 222 Z', c.main),
    path('M300 104 L255 222 L345 222 Z', c.second),
    path('M300 104 L165 222 L210 222 Z', c.second, 'opacity="0.8"'),
    path('M300 104 L390 222 L435 222 Z', c.second, 'opacity="0.8"'),
    scallops,
    rect(292, 92, 16, 16, c.dark, 8),
    ellipse(300, 446, 60, 12, c.metal),
    rect(260, 428, 80, 18, c.metal, 6),
  ].join('');
}
