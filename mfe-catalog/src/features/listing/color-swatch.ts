/** Swatch colours for the colour names products use; unknown names get a neutral swatch. */
const SWATCHES: Record<string, string> = {
  amber: '#c98a2b',
  beige: '#e3d5b8',
  black: '#1f1f1f',
  blush: '#e8b4b0',
  brass: '#b5964d',
  charcoal: '#3c3f44',
  chrome: 'linear-gradient(135deg, #f4f4f4, #9ea3a8)',
  clear: 'linear-gradient(135deg, #ffffff, #dfeef3)',
  cobalt: '#1f4aa8',
  copper: '#b8683a',
  emerald: '#1d7a52',
  gold: '#c9a23a',
  green: '#3f7d3a',
  grey: '#9a9a9a',
  gray: '#9a9a9a',
  indigo: '#33407a',
  ivory: '#f7f1e1',
  mahogany: '#6b2c1d',
  mustard: '#d0a02a',
  natural: '#d8c09a',
  navy: '#1f2d52',
  oak: '#c49a64',
  olive: '#6f7236',
  red: '#b3261e',
  sand: '#d9c49c',
  smoke: '#7b7d80',
  teak: '#a86b37',
  teal: '#21797a',
  terracotta: '#c0633f',
  turquoise: '#2fb3b0',
  walnut: '#6a4630',
  white: '#ffffff',
};

/** A CSS background for a colour name. */
export function swatchBackground(name: string): string {
  return SWATCHES[name.trim().toLowerCase()] ?? 'repeating-linear-gradient(45deg, #ddd 0 4px, #f4f4f4 4px 8px)';
}
