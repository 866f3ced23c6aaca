/** Colours for the generated pictures: product colour names to hex, shading, soft backgrounds. */
import { hashString } from './hash.ts';

const NAMED: Record<string, string> = {
  beige: '#d8c3a5',
  charcoal: '#3f4245',
  navy: '#2c3e66',
  olive: '#7d8145',
  terracotta: '#c4673f',
  mustard: '#d6a23a',
  teal: '#2f7f7c',
  blush: '#e2a9a1',
  ivory: '#efe8d8',
  grey: '#9a9c9e',
  gray: '#9a9c9e',
  emerald: '#2e7d5b',
  walnut: '#6b4a32',
  oak: '#b88a57',
  natural: '#c9a978',
  black: '#2b2b2b',
  white: '#f4f2ee',
  teak: '#9c6b3c',
  mahogany: '#6e2f23',
  brass: '#b8913f',
  gold: '#c9a43a',
  copper: '#b26a3c',
  chrome: '#b9c0c6',
  turquoise: '#3aa6a0',
  cobalt: '#2f4fa3',
  sand: '#d9c29a',
  indigo: '#35407a',
  red: '#b43a35',
  clear: '#cfe3e8',
  amber: '#c98a2e',
  smoke: '#7b7f84',
  green: '#4f8a4f',
  blue: '#3c6fb0',
  pink: '#e39bb0',
  brown: '#7a5135',
  yellow: '#e2c044',
  orange: '#dd7f35',
  purple: '#7452a0',
  silver: '#c0c4c8',
  cream: '#f1e7d0',
};

/** Hex for a colour name; unknown names get a stable colour of their own. */
export function colorHex(name: string | undefined): string {
  if (!name) return NAMED.beige!;
  const known = NAMED[name.trim().toLowerCase()];
  if (known) return known;
  const hue = hashString(name.toLowerCase()) % 360;
  return hslToHex(hue, 45, 52);
}

function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Lightens (amount > 0) or darkens (amount < 0) a hex colour; amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** The colours a drawing uses. */
export interface Palette {
  /** The product's colour. */
  main: string;
  dark: string;
  light: string;
  /** Wood for legs and frames. */
  wood: string;
  woodDark: string;
  /** Metal for fittings. */
  metal: string;
  /** A second colour (the product's second colour, or a neutral). */
  second: string;
  /** Greens for plants. */
  leaf: string;
}

export function paletteFor(colors: string[]): Palette {
  const main = colorHex(colors[0]);
  const second = colors[1] ? colorHex(colors[1]) : '#efe8d8';
  return {
    main,
    dark: shade(main, -0.25),
    light: shade(main, 0.25),
    wood: '#8a6240',
    woodDark: '#6d4c31',
    metal: '#3b3b3b',
    second,
    leaf: '#5c8a4e',
  };
}

const BACKGROUNDS = ['#f4ede4', '#e9efe8', '#e7edf3', '#f5e8e3', '#efecf5', '#f3efe3', '#e6f0ef', '#f6efe9'];

/** A soft background colour chosen by a seed (product id, slug...). */
export function backgroundFor(seed: number): string {
  return BACKGROUNDS[seed % BACKGROUNDS.length]!;
}

/** Mixes two hex colours; t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseInt(a.slice(1), 16);
  const y = parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((x >> shift) & 255) * (1 - t) + ((y >> shift) & 255) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
