/**
 * A small, real DXF (R12, ASCII, millimetres) for products with a CAD file: the plan footprint
 * and the front elevation as lines, with the name and SKU as text. Opens in any CAD program.
 */
import type { Drawing } from './drawings/index.ts';

/** Width × depth × height in mm, typical for each kind of product. */
const SIZES: Partial<Record<Drawing, [number, number, number]>> = {
  sofa: [2200, 950, 850],
  armchair: [850, 850, 950],
  'coffee-table': [1200, 600, 420],
  sideboard: [1600, 450, 800],
  bed: [1800, 2100, 1100],
  wardrobe: [1500, 600, 2200],
  'dining-table': [1800, 900, 750],
  chair: [480, 540, 850],
  desk: [1400, 700, 750],
  shelf: [900, 350, 1900],
  stool: [420, 420, 750],
  bathtub: [1700, 800, 600],
  sink: [600, 450, 850],
  mirror: [800, 40, 1800],
  rug: [2000, 3000, 10],
  lounger: [2000, 700, 400],
  parasol: [3000, 3000, 2500],
};

const pair = (code: number, value: string | number) => `${code}\n${value}\n`;

function lineEntity(x1: number, y1: number, x2: number, y2: number, layer: string): string {
  return pair(0, 'LINE') + pair(8, layer) + pair(10, x1) + pair(20, y1) + pair(30, 0) + pair(11, x2) + pair(21, y2) + pair(31, 0);
}

function box(x: number, y: number, w: number, h: number, layer: string): string {
  return [
    lineEntity(x, y, x + w, y, layer),
    lineEntity(x + w, y, x + w, y + h, layer),
    lineEntity(x + w, y + h, x, y + h, layer),
    lineEntity(x, y + h, x, y, layer),
  ].join('');
}

function text(x: number, y: number, height: number, value: string): string {
  const safe = value.replace(/[^\x20-\x7e]/g, '?');
  return pair(0, 'TEXT') + pair(8, 'ANNOTATION') + pair(10, x) + pair(20, y) + pair(30, 0) + pair(40, height) + pair(1, safe);
}

export function productDxf(product: { name: string; sku: string; drawing: string }): string {
  const [w, d, h] = SIZES[product.drawing as Drawing] ?? [800, 800, 800];
  const gap = 400;
  return (
    pair(0, 'SECTION') +
    pair(2, 'HEADER') +
    pair(9, '$ACADVER') +
    pair(1, 'AC1009') +
    pair(9, '$INSUNITS') +
    pair(70, 4) +
    pair(0, 'ENDSEC') +
    pair(0, 'SECTION') +
    pair(2, 'ENTITIES') +
    box(0, 0, w, d, 'PLAN') +
    box(w + gap, 0, w, h, 'ELEVATION') +
    text(0, -250, 100, `${product.name} - plan ${w} x ${d} mm`) +
    text(w + gap, -250, 100, `Front elevation, height ${h} mm`) +
    text(0, Math.max(d, h) + 200, 120, `${product.sku} - Manzil`) +
    pair(0, 'ENDSEC') +
    pair(0, 'EOF')
  );
}
