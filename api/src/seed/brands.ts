/**
 * The demo brands: Egyptian workshops and studios, each selling in one or two categories
 * (by slug). Some descriptions run past 200 characters (SPEC §2 brand banner cuts them) and one
 * is empty (the banner's fallback).
 */
export interface BrandDef {
  name: string;
  categories: string[];
  description: string;
}

const b = (name: string, categories: string[], description: string): BrandDef => ({ name, categories, description });

export const BRANDS: BrandDef[] = [
  b(
    'Beit Damietta',
    ['furniture'],
    'Founded in 1979 by a family of carpenters in Damietta, Beit Damietta still builds every sofa frame and dining table by hand in its own workshops, using kiln-dried beech and walnut and finishes that are rubbed in coat by coat until the grain glows.',
  ),
  b(
    'Nile Loom',
    ['home-decor', 'bath'],
    'Towels, throws and cushions woven from long-staple Egyptian cotton in a family mill near El Mahalla El Kubra.',
  ),
  b(
    'Khan Woodworks',
    ['furniture', 'home-decor'],
    'Inlaid boxes, mashrabiya screens and side tables made in the lanes around Khan El Khalili by craftsmen who learned from their fathers.',
  ),
  b(
    'Siwa Stoneworks',
    ['bath', 'home-decor'],
    'Basins, trays and vases carved from the pale limestone and alabaster of the Western Desert.',
  ),
  b(
    'Fustat Ceramics',
    ['kitchen-dining', 'home-decor'],
    'Wheel-thrown stoneware and glazed pottery from the studios of Old Cairo. Each glaze is mixed in-house, and every plate, bowl and vase is signed on the base by the potter who made it, so no two pieces in your kitchen are ever quite the same.',
  ),
  b(
    'Zamalek Living',
    ['furniture'],
    'Mid-century lines for modern Cairo apartments: compact sofas, slim sideboards and desks that fit where life happens.',
  ),
  b('Maadi Home', ['furniture', 'lighting'], 'Relaxed, family-proof furniture with washable covers and rounded corners.'),
  b(
    'Aswan Craft House',
    ['home-decor'],
    'Nubian colours and patterns on hand-woven baskets, rugs and wall hangings, made with cooperatives of women artisans along the Nile south of Aswan. A share of every sale goes back to the villages that make them.',
  ),
  b('Mashrabiya Studio', ['home-decor', 'lighting'], 'Contemporary pieces built on the old art of turned-wood lattice.'),
  b('Delta Oak', ['furniture'], 'Solid oak bedroom and dining furniture, built in Mansoura to last a lifetime.'),
  b(
    'Alexandria Lights',
    ['lighting'],
    'Pendants, chandeliers and wall lights designed on the Corniche and assembled by hand in Alexandria since 1994. Brass is spun, polished and lacquered in our own workshop, and every fitting is tested for Egyptian voltage before it ships.',
  ),
  b('Sahara Teak', ['outdoor'], 'Grade-A teak loungers and garden tables that weather to a silver patina.'),
  b('Luxor Linen', ['home-decor', 'bath'], 'Stone-washed linen bedding, cushions and throws in sun-faded desert tones.'),
  b('Heliopolis Design Co.', ['furniture', 'lighting'], 'Art-deco revival furniture and lamps inspired by the boulevards of Heliopolis.'),
  b('Dokki Decor', ['home-decor'], ''),
  b('Sinai Outdoor', ['outdoor'], 'Rope chairs, parasols and daybeds made for the sun of Dahab and Nuweiba.'),
  b(
    'Qasr Interiors',
    ['furniture', 'home-decor'],
    'Classic carved furniture, gilded mirrors and rich velvets for formal salons, made to order in Damietta. Our upholsterers still tie every spring by hand, eight ways, the way it was done in the palaces of Garden City a century ago.',
  ),
  b('Hurghada Patio', ['outdoor'], 'Aluminium and rattan garden furniture that shrugs off salt air and sun.'),
  b('Red Sea Bath', ['bath'], 'Bathtubs, basins and shower sets for hotel-grade bathrooms at home.'),
  b('Nubia Textiles', ['home-decor'], 'Bold, hand-loomed kilims and cushions in the colours of Nubian doorways.'),
  b('El Gouna Outdoor', ['outdoor'], 'Lagoon-side loungers, parasols and lanterns with a relaxed resort feel.'),
  b('Garden City Furniture', ['furniture'], 'Timeless wardrobes, beds and dressers in walnut and mahogany veneers.'),
  b(
    'Mokattam Metalworks',
    ['lighting', 'kitchen-dining'],
    'Hand-forged iron and hammered copper: lanterns, trays, stools and cookware from the workshops of the Mokattam hills, where metalworkers have shaped sheet and rod into everyday objects for four generations.',
  ),
  b('Abu Simbel Atelier', ['home-decor', 'lighting'], 'Sculptural lamps, vases and wall art with a nod to ancient Egyptian forms.'),
  b(
    'Fayoum Pottery',
    ['kitchen-dining', 'home-decor'],
    'Tunis village pottery from Fayoum: playful, colourful and made on the kick wheel.',
  ),
  b('Rashid Rugs', ['home-decor'], 'Hand-knotted wool rugs from Rosetta, dyed with natural pigments.'),
  b('Tanta Kitchens', ['kitchen-dining'], 'Kitchen islands, pantry shelves and bar stools for busy family kitchens.'),
  b('Mansoura Steel', ['kitchen-dining', 'outdoor'], 'Heavy-gauge cookware and barbecues that cook evenly for years.'),
  b('Giza Glassworks', ['kitchen-dining', 'lighting'], 'Mouth-blown glassware and glass pendants from a family furnace near the Pyramids.'),
  b('Kemet Home', ['furniture', 'bath'], 'Affordable, well-made essentials for first homes across Egypt.'),
  b('Bab Zuweila Lamps', ['lighting'], 'Pierced brass lanterns and Ramadan lights made by hand under the gate of Bab Zuweila.'),
  b('Ras El Bar Outdoor', ['outdoor'], 'Folding chairs, beach umbrellas and bistro sets for summer on the coast.'),
  b('Wekalet El Ghouri', ['home-decor', 'kitchen-dining'], 'Khayamiya appliqué, brass trays and tea sets from the heart of Islamic Cairo.'),
  b('Marsa Alam Living', ['bath', 'outdoor'], 'Spa-inspired bathrooms and terraces: teak, stone and soft cotton.'),
  b('Karnak Atelier', ['furniture', 'lighting'], 'Statement armchairs and floor lamps with bold, architectural silhouettes.'),
  b('Dahab Nest', ['home-decor', 'outdoor'], 'Boho cushions, macramé and planters for easy-going homes and rooftops.'),
];

/** Partner shops; brand i belongs to vendor (i mod VENDORS.length). The first two are the demo vendors' shops. */
export const VENDORS = [
  'Damietta Craft Collective',
  'Nile Home Partners',
  'Cairo Design District',
  'Alexandria Trading House',
  'Red Sea Living Group',
  'Delta Makers',
  'Upper Egypt Artisans',
  'Sinai Coast Supply',
];
