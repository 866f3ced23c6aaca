/**
 * The category tree of the demo catalog: the six categories of SPEC §8 in their order, each
 * with subcategories and product types. Each type says how its products are drawn, priced
 * (EGP), named and coloured.
 */
import type { Drawing } from '../media/drawings/index.ts';

export type Material = 'fabric' | 'wood' | 'metal' | 'ceramic' | 'textile' | 'glass' | 'outdoor';

export interface TypeDef {
  name: string;
  /** Three letters used in SKUs. */
  code: string;
  drawing: Drawing;
  /** Price range in EGP. */
  price: [number, number];
  material: Material;
  /** Nouns a product of this type is called, e.g. "Corner Sofa". */
  variants: string[];
  /** Relative share of the catalog. */
  weight: number;
  feature: string;
}

export interface SubcategoryDef {
  name: string;
  types: TypeDef[];
}

export interface CategoryDef {
  name: string;
  slug: string;
  subcategories: SubcategoryDef[];
}

const t = (
  name: string,
  code: string,
  drawing: Drawing,
  price: [number, number],
  material: Material,
  variants: string[],
  feature: string,
  weight = 3,
): TypeDef => ({ name, code, drawing, price, material, variants, feature, weight });

export const CATALOG: CategoryDef[] = [
  {
    name: 'Furniture',
    slug: 'furniture',
    subcategories: [
      {
        name: 'Living Room',
        types: [
          t(
            'Sofas',
            'SOF',
            'sofa',
            [18_000, 185_000],
            'fabric',
            ['3-Seater Sofa', 'Corner Sofa', '2-Seater Sofa', 'Sofa Bed', 'Chesterfield Sofa'],
            'Deep seats and high-resilience foam cushions keep their shape for years.',
            6,
          ),
          t(
            'Armchairs',
            'ARM',
            'armchair',
            [6_500, 48_000],
            'fabric',
            ['Armchair', 'Wingback Chair', 'Accent Chair', 'Reading Chair'],
            'A supportive back and padded arms make it the best seat for a slow afternoon.',
            5,
          ),
          t(
            'Coffee Tables',
            'COF',
            'coffee-table',
            [3_500, 36_000],
            'wood',
            ['Coffee Table', 'Nesting Tables', 'Round Coffee Table'],
            'A low, generous top holds books, trays and tea glasses with room to spare.',
            4,
          ),
          t(
            'TV Units',
            'TVU',
            'sideboard',
            [7_500, 55_000],
            'wood',
            ['TV Unit', 'Media Console', 'Low Cabinet'],
            'Cable cut-outs and soft-close doors keep the living room tidy.',
            3,
          ),
        ],
      },
      {
        name: 'Bedroom',
        types: [
          t(
            'Beds',
            'BED',
            'bed',
            [14_000, 125_000],
            'wood',
            ['King Bed', 'Queen Bed', 'Upholstered Bed', 'Storage Bed'],
            'A solid slatted base supports any mattress without sagging.',
            5,
          ),
          t(
            'Wardrobes',
            'WAR',
            'wardrobe',
            [19_000, 150_000],
            'wood',
            ['2-Door Wardrobe', '3-Door Wardrobe', 'Sliding Wardrobe'],
            'Adjustable shelves and a full-width rail fit a whole season of clothes.',
            4,
          ),
          t(
            'Nightstands',
            'NIG',
            'sideboard',
            [2_500, 18_000],
            'wood',
            ['Nightstand', 'Bedside Table', 'Bedside Chest'],
            'A drawer and an open shelf keep the essentials within reach at night.',
            3,
          ),
          t(
            'Dressers',
            'DRE',
            'sideboard',
            [8_000, 60_000],
            'wood',
            ['Dresser', 'Chest of Drawers', 'Dressing Table'],
            'Dovetailed drawers run smoothly on full-extension runners.',
            3,
          ),
        ],
      },
      {
        name: 'Dining Room',
        types: [
          t(
            'Dining Tables',
            'DIN',
            'dining-table',
            [12_000, 110_000],
            'wood',
            ['Dining Table', 'Extendable Dining Table', 'Round Dining Table'],
            'Seats the whole family for Friday lunch, with space for every dish.',
            5,
          ),
          t(
            'Dining Chairs',
            'DCH',
            'chair',
            [2_500, 16_000],
            'wood',
            ['Dining Chair', 'Upholstered Dining Chair', 'Cane Chair'],
            'A gently curved backrest keeps long dinners comfortable.',
            5,
          ),
          t(
            'Sideboards',
            'SID',
            'sideboard',
            [9_000, 70_000],
            'wood',
            ['Sideboard', 'Buffet Cabinet', 'Display Cabinet'],
            'Generous cupboards swallow serving dishes, linen and the good glasses.',
            3,
          ),
        ],
      },
      {
        name: 'Home Office',
        types: [
          t(
            'Desks',
            'DSK',
            'desk',
            [5_000, 42_000],
            'wood',
            ['Writing Desk', 'Study Desk', 'Standing Desk'],
            'Room for a laptop, a lamp and paperwork, with a drawer for the rest.',
            4,
          ),
          t(
            'Office Chairs',
            'OFC',
            'chair',
            [3_500, 28_000],
            'fabric',
            ['Office Chair', 'Ergonomic Chair', 'Task Chair'],
            'Height adjustment and lumbar support make long working days easier.',
            3,
          ),
          t(
            'Bookcases',
            'BOO',
            'shelf',
            [4_000, 38_000],
            'wood',
            ['Bookcase', 'Open Shelving Unit', 'Ladder Shelf'],
            'Sturdy shelves carry heavy books without bowing.',
            3,
          ),
        ],
      },
    ],
  },
  {
    name: 'Kitchen & Dining',
    slug: 'kitchen-dining',
    subcategories: [
      {
        name: 'Cookware',
        types: [
          t(
            'Pots & Pans',
            'POT',
            'cookware',
            [1_500, 14_000],
            'metal',
            ['Cookware Set', 'Casserole Pot', 'Frying Pan Set'],
            'Heats evenly on gas, electric and induction hobs.',
            4,
          ),
          t(
            'Tagines & Clay Pots',
            'TAG',
            'vase',
            [1_500, 6_500],
            'ceramic',
            ['Clay Tagine', 'Bram Clay Pot', 'Slow-Cook Pot'],
            'Glazed inside and fired twice, it is ready for a slow-cooked fatta.',
            2,
          ),
        ],
      },
      {
        name: 'Tableware',
        types: [
          t(
            'Dinnerware Sets',
            'DNW',
            'tableware',
            [1_800, 16_000],
            'ceramic',
            ['Dinner Set', 'Serving Platter Set', 'Stoneware Set'],
            'Dishwasher- and microwave-safe, made for everyday use.',
            4,
          ),
          t(
            'Glassware',
            'GLS',
            'vase',
            [1_500, 9_000],
            'glass',
            ['Tea Glass Set', 'Carafe Set', 'Tumbler Set'],
            'Mouth-blown glass with a light, comfortable weight in the hand.',
            3,
          ),
          t(
            'Serving Trays',
            'TRY',
            'tableware',
            [1_500, 7_500],
            'metal',
            ['Serving Tray', 'Hammered Copper Tray', 'Wooden Tray'],
            'Raised handles make carrying tea for guests steady and easy.',
            2,
          ),
        ],
      },
      {
        name: 'Kitchen Furniture',
        types: [
          t(
            'Bar Stools',
            'BAR',
            'stool',
            [2_200, 14_000],
            'metal',
            ['Bar Stool', 'Counter Stool', 'Swivel Stool'],
            'A footrest at the right height makes breakfast at the counter comfortable.',
            4,
          ),
          t(
            'Kitchen Islands',
            'ISL',
            'sideboard',
            [14_000, 85_000],
            'wood',
            ['Kitchen Island', 'Kitchen Cart', 'Butcher Block Island'],
            'A hard-wearing worktop over storage doubles the prep space.',
            2,
          ),
          t(
            'Pantry Shelves',
            'PAN',
            'shelf',
            [2_500, 16_000],
            'metal',
            ['Pantry Shelf', 'Spice Rack', "Baker's Rack"],
            'Open shelves keep jars, spices and pans in sight and in reach.',
            2,
          ),
        ],
      },
      {
        name: 'Dining Sets',
        types: [
          t(
            'Breakfast Tables',
            'BRK',
            'dining-table',
            [6_500, 38_000],
            'wood',
            ['Bistro Table', 'Breakfast Table', 'Drop-Leaf Table'],
            'Compact enough for a kitchen corner, big enough for four.',
            3,
          ),
          t(
            'Benches',
            'BEN',
            'stool',
            [3_000, 22_000],
            'wood',
            ['Dining Bench', 'Upholstered Bench'],
            'Slides neatly under the table when not in use.',
            2,
          ),
        ],
      },
    ],
  },
  {
    name: 'Bath',
    slug: 'bath',
    subcategories: [
      {
        name: 'Bathtubs & Showers',
        types: [
          t(
            'Bathtubs',
            'TUB',
            'bathtub',
            [16_000, 140_000],
            'ceramic',
            ['Freestanding Bathtub', 'Clawfoot Bathtub', 'Built-in Bathtub'],
            'A deep, ergonomic basin that holds heat for a long soak.',
            3,
          ),
          t(
            'Shower Sets',
            'SHW',
            'shower',
            [3_500, 32_000],
            'metal',
            ['Rain Shower Set', 'Thermostatic Shower', 'Hand Shower Kit'],
            'Anti-limescale nozzles keep a steady spray even with hard water.',
            3,
          ),
        ],
      },
      {
        name: 'Sinks & Vanities',
        types: [
          t(
            'Sinks',
            'SNK',
            'sink',
            [2_500, 28_000],
            'ceramic',
            ['Vessel Sink', 'Pedestal Sink', 'Marble Basin'],
            'A smooth glazed bowl that wipes clean in seconds.',
            3,
          ),
          t(
            'Vanity Units',
            'VAN',
            'sideboard',
            [9_000, 75_000],
            'wood',
            ['Vanity Unit', 'Double Vanity', 'Wall-Hung Vanity'],
            'Moisture-resistant boards and sealed edges are made for bathrooms.',
            3,
          ),
          t(
            'Faucets',
            'FAU',
            'shower',
            [1_500, 12_000],
            'metal',
            ['Basin Mixer', 'Wall Faucet', 'Bridge Faucet'],
            'Ceramic cartridges give a smooth, drip-free action.',
            2,
          ),
        ],
      },
      {
        name: 'Bath Accessories',
        types: [
          t(
            'Bathroom Mirrors',
            'BMR',
            'mirror',
            [2_000, 22_000],
            'glass',
            ['Bathroom Mirror', 'LED Mirror', 'Mirror Cabinet'],
            'Moisture-sealed backing keeps the glass clear for years.',
            3,
          ),
          t(
            'Towels',
            'TOW',
            'towel',
            [1_500, 5_500],
            'textile',
            ['Towel Set', 'Bath Sheet Pair', 'Hammam Towel'],
            'Long-staple Egyptian cotton that grows softer with every wash.',
            4,
          ),
          t(
            'Bath Mats',
            'MAT',
            'rug',
            [1_500, 4_500],
            'textile',
            ['Bath Mat', 'Cotton Bath Rug'],
            'A non-slip back keeps it in place on wet tiles.',
            2,
          ),
        ],
      },
    ],
  },
  {
    name: 'Lighting',
    slug: 'lighting',
    subcategories: [
      {
        name: 'Ceiling Lights',
        types: [
          t(
            'Pendant Lamps',
            'PEN',
            'pendant-lamp',
            [2_500, 32_000],
            'metal',
            ['Pendant Lamp', 'Dome Pendant', 'Cluster Pendant'],
            'Height-adjustable cord for a dining table or a kitchen island.',
            5,
          ),
          t(
            'Chandeliers',
            'CHA',
            'chandelier',
            [9_000, 160_000],
            'metal',
            ['Chandelier', 'Crystal Chandelier', 'Brass Chandelier'],
            'Takes standard E14 bulbs, dimmable with a compatible switch.',
            3,
          ),
        ],
      },
      {
        name: 'Floor Lamps',
        types: [
          t(
            'Arc Lamps',
            'ARC',
            'floor-lamp',
            [4_500, 30_000],
            'metal',
            ['Arc Floor Lamp', 'Reading Floor Lamp'],
            'A weighted base keeps it steady while the arm reaches over the sofa.',
            3,
          ),
          t(
            'Tripod Lamps',
            'TRI',
            'floor-lamp',
            [3_500, 22_000],
            'wood',
            ['Tripod Floor Lamp', 'Linen Floor Lamp'],
            'A linen shade spreads a warm, glare-free light.',
            3,
          ),
        ],
      },
      {
        name: 'Table Lamps',
        types: [
          t(
            'Bedside Lamps',
            'BSL',
            'table-lamp',
            [1_500, 12_000],
            'ceramic',
            ['Bedside Lamp', 'Ceramic Table Lamp', 'Touch Lamp'],
            'A soft, warm glow that is easy on the eyes at night.',
            4,
          ),
          t(
            'Desk Lamps',
            'DSL',
            'table-lamp',
            [1_500, 9_500],
            'metal',
            ['Desk Lamp', 'Task Lamp', "Banker's Lamp"],
            'An adjustable head puts the light exactly where you work.',
            3,
          ),
        ],
      },
      {
        name: 'Wall & Outdoor Lights',
        types: [
          t(
            'Wall Sconces',
            'SCO',
            'lantern',
            [1_800, 14_000],
            'metal',
            ['Wall Sconce', 'Swing-Arm Sconce'],
            'Hard-wired or plug-in, with a fabric cable in a matching tone.',
            3,
          ),
          t(
            'Moroccan Lanterns',
            'LAN',
            'lantern',
            [1_500, 18_000],
            'metal',
            ['Pierced Brass Lantern', 'Khayamiya Lantern', 'Hanging Lantern'],
            'Hand-pierced patterns throw a lace of light across the walls.',
            3,
          ),
        ],
      },
    ],
  },
  {
    name: 'Home Decor',
    slug: 'home-decor',
    subcategories: [
      {
        name: 'Rugs & Carpets',
        types: [
          t(
            'Area Rugs',
            'RUG',
            'rug',
            [3_000, 65_000],
            'textile',
            ['Area Rug', 'Hand-Knotted Rug', 'Runner Rug'],
            'Dense pile that stays flat and resists fading in sunny rooms.',
            5,
          ),
          t(
            'Kilims',
            'KIL',
            'rug',
            [2_500, 38_000],
            'textile',
            ['Kilim', 'Flat-Weave Kilim', 'Siwa Kilim'],
            'Hand-woven on traditional looms in wool and cotton.',
            3,
          ),
        ],
      },
      {
        name: 'Vases & Pottery',
        types: [
          t(
            'Vases',
            'VAS',
            'vase',
            [1_500, 12_000],
            'ceramic',
            ['Vase', 'Floor Vase', 'Bud Vase Set'],
            'Glazed inside, so it holds fresh flowers as well as dried stems.',
            4,
          ),
          t(
            'Planters',
            'PLA',
            'planter',
            [1_500, 9_000],
            'ceramic',
            ['Planter', 'Plant Pot Set', 'Standing Planter'],
            'A drainage hole and saucer keep roots healthy indoors.',
            3,
          ),
        ],
      },
      {
        name: 'Mirrors',
        types: [
          t(
            'Wall Mirrors',
            'WMR',
            'mirror',
            [2_500, 30_000],
            'glass',
            ['Wall Mirror', 'Sunburst Mirror', 'Arched Mirror'],
            'Bevelled glass in a solid frame, with hanging hardware included.',
            4,
          ),
          t(
            'Floor Mirrors',
            'FMR',
            'mirror',
            [4_500, 36_000],
            'glass',
            ['Floor Mirror', 'Leaning Mirror', 'Cheval Mirror'],
            'Full-length glass that makes a small room feel twice the size.',
            2,
          ),
        ],
      },
      {
        name: 'Wall Art',
        types: [
          t(
            'Framed Prints',
            'ART',
            'frame',
            [1_500, 18_000],
            'wood',
            ['Framed Print', 'Calligraphy Print', 'Gallery Set'],
            'Printed on archival paper and framed behind glass.',
            4,
          ),
          t(
            'Mashrabiya Panels',
            'MSH',
            'frame',
            [4_000, 45_000],
            'wood',
            ['Mashrabiya Panel', 'Carved Wall Panel'],
            'Turned and joined by hand without a single nail.',
            2,
          ),
        ],
      },
      {
        name: 'Cushions & Throws',
        types: [
          t(
            'Cushions',
            'CUS',
            'cushion',
            [1_500, 4_800],
            'textile',
            ['Cushion Cover', 'Floor Cushion', 'Embroidered Cushion'],
            'A hidden zip and a feather-blend insert keep it plump.',
            4,
          ),
          t(
            'Throws',
            'THR',
            'towel',
            [1_500, 7_500],
            'textile',
            ['Throw Blanket', 'Knitted Throw', 'Fringed Throw'],
            'Light enough for summer evenings, warm enough for January.',
            3,
          ),
        ],
      },
    ],
  },
  {
    name: 'Outdoor',
    slug: 'outdoor',
    subcategories: [
      {
        name: 'Outdoor Seating',
        types: [
          t(
            'Sun Loungers',
            'LOU',
            'lounger',
            [4_500, 42_000],
            'outdoor',
            ['Sun Lounger', 'Daybed Lounger', 'Reclining Lounger'],
            'UV-stable materials and quick-dry cushions for the pool or the beach house.',
            4,
          ),
          t(
            'Garden Sofas',
            'GSO',
            'sofa',
            [16_000, 120_000],
            'outdoor',
            ['Garden Sofa', 'Outdoor Corner Set', 'Rattan Sofa'],
            'Weatherproof rattan over an aluminium frame that never rusts.',
            3,
          ),
          t(
            'Outdoor Chairs',
            'OCH',
            'armchair',
            [2_500, 18_000],
            'outdoor',
            ['Outdoor Chair', 'Rope Chair', 'Folding Chair'],
            'Stacks or folds away when the season ends.',
            3,
          ),
        ],
      },
      {
        name: 'Outdoor Dining',
        types: [
          t(
            'Patio Tables',
            'PAT',
            'dining-table',
            [7_500, 65_000],
            'outdoor',
            ['Patio Table', 'Garden Dining Table', 'Bistro Set'],
            'A slatted top sheds rain and dries quickly in the sun.',
            3,
          ),
          t(
            'Barbecues',
            'BBQ',
            'cookware',
            [3_500, 38_000],
            'metal',
            ['Charcoal Grill', 'Gas Barbecue', 'Kofta Grill'],
            'Heavy-gauge steel grates hold heat for a proper kofta sear.',
            2,
          ),
        ],
      },
      {
        name: 'Shade & Shelter',
        types: [
          t(
            'Parasols',
            'PAR',
            'parasol',
            [3_000, 35_000],
            'outdoor',
            ['Parasol', 'Cantilever Umbrella', 'Beach Umbrella'],
            'A tilting canopy with UPF 50+ fabric follows the sun through the day.',
            3,
          ),
          t(
            'Gazebos',
            'GAZ',
            'parasol',
            [18_000, 160_000],
            'outdoor',
            ['Gazebo', 'Pergola Kit'],
            'Powder-coated steel posts and a breathable roof for a shaded courtyard.',
            2,
          ),
        ],
      },
      {
        name: 'Garden Decor',
        types: [
          t(
            'Outdoor Planters',
            'OPL',
            'planter',
            [1_500, 16_000],
            'outdoor',
            ['Garden Planter', 'Terracotta Pot', 'Raised Bed'],
            'Frost- and sun-proof, with a drainage hole in the base.',
            3,
          ),
          t(
            'Garden Lanterns',
            'GLA',
            'lantern',
            [1_500, 12_000],
            'outdoor',
            ['Garden Lantern', 'Solar Lantern', 'Candle Lantern'],
            'Rust-resistant and ready for candles or a solar light.',
            3,
          ),
        ],
      },
    ],
  },
];

/** Colour names per material; the first colour of a product tints its picture. */
export const COLORS_BY_MATERIAL: Record<Material, string[]> = {
  fabric: ['Beige', 'Charcoal', 'Navy', 'Olive', 'Terracotta', 'Mustard', 'Teal', 'Blush', 'Ivory', 'Grey', 'Emerald'],
  wood: ['Walnut', 'Oak', 'Natural', 'Black', 'White', 'Teak', 'Mahogany'],
  metal: ['Black', 'Brass', 'Gold', 'Copper', 'Chrome', 'White'],
  ceramic: ['White', 'Ivory', 'Terracotta', 'Turquoise', 'Cobalt', 'Sand', 'Black'],
  textile: ['Terracotta', 'Indigo', 'Beige', 'Red', 'Olive', 'Ivory', 'Grey', 'Mustard'],
  glass: ['Clear', 'Amber', 'Smoke', 'Green', 'Gold', 'Black'],
  outdoor: ['Natural', 'Sand', 'Grey', 'Teal', 'White', 'Black', 'Terracotta'],
};

/** Words that describe the material in a product's name. */
export const MATERIAL_WORDS: Record<Material, string[]> = {
  fabric: ['Linen', 'Velvet', 'Bouclé', 'Cotton', 'Leather'],
  wood: ['Walnut', 'Oak', 'Beech', 'Mango Wood', 'Solid Wood', 'Rattan'],
  metal: ['Brass', 'Steel', 'Copper', 'Iron', 'Aluminium'],
  ceramic: ['Ceramic', 'Stoneware', 'Terracotta', 'Marble', 'Porcelain'],
  textile: ['Wool', 'Cotton', 'Jute', 'Egyptian Cotton', 'Silk-Blend'],
  glass: ['Glass', 'Smoked Glass', 'Bevelled', 'Fluted Glass'],
  outdoor: ['Teak', 'Rattan', 'Aluminium', 'Rope', 'Acacia'],
};

export const TAGS = [
  'Handmade',
  'Made in Egypt',
  'Solid Wood',
  'Modern',
  'Classic',
  'Oriental',
  'Minimalist',
  'Eco-friendly',
  'Best Seller',
  'New Arrival',
  'Limited Edition',
  'Scandinavian',
  'Boho',
  'Luxury',
  'Space Saving',
  'Easy Assembly',
];
