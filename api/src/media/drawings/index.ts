/** The product drawings, by the `drawing` name stored on each product type. */
import type { Palette } from '../palette.ts';
import { bathtub, cookware, shower, sink, tableware } from './bath-kitchen.ts';
import { cushion, frame, mirror, planter, rug, towel, vase } from './decor.ts';
import { chandelier, floorLamp, lantern, pendantLamp, tableLamp } from './lighting.ts';
import { parasol } from './outdoor.ts';
import { armchair, chair, lounger, sofa, stool } from './seating.ts';
import { bed, coffeeTable, desk, diningTable, shelf, sideboard, wardrobe } from './tables-storage.ts';

export const DRAWINGS = {
  sofa,
  armchair,
  'coffee-table': coffeeTable,
  sideboard,
  bed,
  wardrobe,
  'dining-table': diningTable,
  chair,
  desk,
  shelf,
  cookware,
  vase,
  tableware,
  stool,
  bathtub,
  shower,
  sink,
  mirror,
  towel,
  rug,
  'pendant-lamp': pendantLamp,
  chandelier,
  'floor-lamp': floorLamp,
  'table-lamp': tableLamp,
  lantern,
  planter,
  frame,
  cushion,
  lounger,
  parasol,
} satisfies Record<string, (palette: Palette) => string>;

export type Drawing = keyof typeof DRAWINGS;

/** Drawings that hang from the ceiling: no floor shadow under them. */
export const HANGING: ReadonlySet<Drawing> = new Set(['pendant-lamp', 'chandelier']);

export function drawing(name: string): (palette: Palette) => string {
  return DRAWINGS[name as Drawing] ?? DRAWINGS.vase;
}
