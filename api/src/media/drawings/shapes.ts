/** Tiny SVG element helpers for the drawings (numbers in the 600×600 picture space). */
export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 4, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;

/** A stroked path without fill. */
export const stroke = (d: string, color: string, width = 4, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;

/** Tapered furniture leg from (x, top) down to the floor line. */
export const leg = (x: number, top: number, bottom: number, color: string, width = 12, lean = 0) =>
  path(`M${x - width / 2} ${top} L${x + width / 2} ${top} L${x + width / 4 + lean} ${bottom} L${x - width / 4 + lean} ${bottom} Z`, color);

/** A warm light glow. */
export const glow = (cx: number, cy: number, r: number) => circle(cx, cy, r, 'url(#glow)');
