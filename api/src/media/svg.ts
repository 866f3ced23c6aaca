/**
 * Generated pictures, all deterministic: a product drawn per its type in its colour on a soft
 * background with a floor shadow; brand monograms; category and subcategory scenes.
 */
import { hashString } from './hash.ts';
import { drawing, HANGING, type Drawing } from './drawings/index.ts';
import { backgroundFor, mix, paletteFor, shade } from './palette.ts';

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

function defs(background: string): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(background, 0.45)}"/><stop offset="1" stop-color="${background}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef6f8"/><stop offset="1" stop-color="#b7d0db"/></linearGradient>
</defs>`;
}

/** The floor line of a picture; drawings stand on y = 450 of their own space. */
const FLOOR = 470;
const OAK = '#cdb08a';

function room(width: number, background: string): string {
  const floor = mix(background, OAK, 0.45);
  return [
    `<rect width="${width}" height="600" fill="url(#bg)"/>`,
    `<rect y="${FLOOR}" width="${width}" height="${600 - FLOOR}" fill="${floor}"/>`,
    `<rect y="${FLOOR - 4}" width="${width}" height="6" fill="${shade(floor, -0.12)}"/>`,
  ].join('');
}

const floorShadow = (cx: number, rx: number) => `<ellipse cx="${cx}" cy="452" rx="${rx}" ry="20" fill="url(#shadow)"/>`;

/** Places a drawing (centre x = 300, floor y = 450) at `x` on the floor, scaled by `scale`. */
const place = (x: number, scale: number) => `translate(${x} ${FLOOR}) scale(${scale}) translate(-300 -450)`;

export interface ProductPicture {
  id: number;
  name: string;
  drawing: string;
  colors: string[];
  /** 1 for the main picture, 2 and 3 for the gallery's other views. */
  variant: number;
}

/**
 * A product picture (600×600). Variant 2 shows the product in its second colour (mirrored
 * when it has only one), variant 3 is a close-up.
 */
export function productSvg(picture: ProductPicture): string {
  const background = backgroundFor(picture.id + picture.variant - 1);
  const colors = picture.variant === 2 && picture.colors.length > 1 ? [picture.colors[1]!, picture.colors[0]!] : picture.colors;
  const art = drawing(picture.drawing)(paletteFor(colors));
  let transform = place(300, 1.15);
  if (picture.variant === 2 && picture.colors.length <= 1) transform = `translate(600 0) scale(-1 1) ${transform}`;
  if (picture.variant === 3) transform = 'translate(300 330) scale(1.7) translate(-300 -330)';
  const shadow = HANGING.has(picture.drawing as Drawing) ? '' : floorShadow(300, 220);
  return svgDocument(
    600,
    escapeXml(picture.name),
    `${defs(background)}${room(600, background)}<g transform="${transform}">${shadow}${art}</g>`,
  );
}

function svgDocument(width: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 600" width="${width}" height="600" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>`;
}

const LOGO_COLORS = ['#6b4a32', '#2c3e66', '#2f7f7c', '#7d8145', '#c4673f', '#35407a', '#6e2f23', '#3f4245', '#b8913f', '#2e7d5b'];
const SKIP_WORDS = new Set(['el', 'al', 'co.', 'co', '&', 'the', 'of']);

/** The monogram of a brand name: up to two initials, skipping "El", "Co." and the like. */
export function monogram(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !SKIP_WORDS.has(w.toLowerCase()));
  const letters = (words.length ? words : [name]).slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join('') || 'M';
}

/** A brand logo (240×240): a monogram in a coloured rounded square. */
export function brandLogoSvg(name: string): string {
  const color = LOGO_COLORS[hashString(name) % LOGO_COLORS.length]!;
  const initials = escapeXml(monogram(name));
  const size = initials.length > 1 ? 78 : 96;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title>
<rect width="240" height="240" rx="40" fill="${color}"/>
<circle cx="120" cy="120" r="94" fill="none" stroke="#f6efe2" stroke-width="3" opacity="0.55"/>
<circle cx="120" cy="120" r="84" fill="none" stroke="#f6efe2" stroke-width="1" opacity="0.4"/>
<text x="120" y="${120 + size * 0.35}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" letter-spacing="4" fill="#f6efe2">${initials}</text>
</svg>`;
}

interface Scene {
  drawings: { name: Drawing; color: string; x: number; scale: number }[];
}

/** Category scenes on an 800-wide canvas: x is where each piece's centre stands. */
const CATEGORY_SCENES: Record<string, Scene> = {
  furniture: {
    drawings: [
      { name: 'floor-lamp', color: 'Ivory', x: 150, scale: 1 },
      { name: 'sofa', color: 'Teal', x: 470, scale: 1.05 },
    ],
  },
  'kitchen-dining': {
    drawings: [
      { name: 'dining-table', color: 'Walnut', x: 330, scale: 1.15 },
      { name: 'stool', color: 'Mustard', x: 660, scale: 0.95 },
    ],
  },
  bath: {
    drawings: [
      { name: 'mirror', color: 'Brass', x: 190, scale: 0.95 },
      { name: 'bathtub', color: 'Navy', x: 500, scale: 1 },
    ],
  },
  lighting: {
    drawings: [
      { name: 'table-lamp', color: 'Terracotta', x: 170, scale: 0.9 },
      { name: 'pendant-lamp', color: 'Mustard', x: 400, scale: 0.9 },
      { name: 'floor-lamp', color: 'Ivory', x: 630, scale: 1.05 },
    ],
  },
  'home-decor': {
    drawings: [
      { name: 'rug', color: 'Terracotta', x: 400, scale: 1.15 },
      { name: 'vase', color: 'Cobalt', x: 170, scale: 0.9 },
      { name: 'planter', color: 'Sand', x: 640, scale: 0.9 },
    ],
  },
  outdoor: {
    drawings: [
      { name: 'lounger', color: 'Sand', x: 330, scale: 1.05 },
      { name: 'parasol', color: 'Teal', x: 560, scale: 1.1 },
    ],
  },
};

/** A scene for a category (800×600), or for a subcategory from its first type's drawing. */
export function sceneSvg(title: string, seed: string, scene: Scene | null, fallback: Drawing = 'vase'): string {
  const background = backgroundFor(hashString(seed));
  const parts = (scene ?? { drawings: [{ name: fallback, color: 'Terracotta', x: 400, scale: 1.1 }] }).drawings.map((d) => {
    const art = drawing(d.name)(paletteFor([d.color]));
    const shadow = HANGING.has(d.name) ? '' : floorShadow(300, 200);
    return `<g transform="${place(d.x, d.scale)}">${shadow}${art}</g>`;
  });
  return svgDocument(800, escapeXml(title), `${defs(background)}${room(800, background)}${parts.join('')}`);
}

export function categorySvg(name: string, slug: string): string {
  return sceneSvg(name, slug, CATEGORY_SCENES[slug] ?? null);
}

export function subcategorySvg(name: string, drawingName: string, colors: string[]): string {
  const color = colors[0] ?? 'Terracotta';
  return sceneSvg(name, name, { drawings: [{ name: drawingName as Drawing, color, x: 400, scale: 1.1 }] });
}
