import { useCategories, type Category } from '@manzil/shared';

/** SPEC §8: when the category call fails the header keeps these six static defaults. */
export const DEFAULT_CATEGORIES: Category[] = ['Furniture', 'Kitchen & Dining', 'Bath', 'Lighting', 'Home Decor', 'Outdoor'].map((name) => {
  const slug = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-');
  return { _id: '', name, slug, image: '', subCategories: [] };
});

/** SPEC §7: the header (and the footer's PAGES) use only the first 6 categories. */
export const HEADER_CATEGORY_LIMIT = 6;

export interface HeaderCategories {
  categories: Category[];
  /** False until the call answered (or failed). */
  loaded: boolean;
}

/** The header's share of the category list: the first six; an answer that is not a list counts as none. */
const firstSix = (list: Category[]): Category[] => (Array.isArray(list) ? list.slice(0, HEADER_CATEGORY_LIMIT) : []);

/**
 * The first 6 categories for the header and footer; the static defaults when the call fails
 * (SPEC §8; the failure is logged by the shared query cache as 'Failed to load categories').
 * The call is the page's one categories request, shared with every region that asks.
 */
export function useHeaderCategories(): HeaderCategories {
  const { data, isPending } = useCategories(firstSix);
  return { categories: data ?? DEFAULT_CATEGORIES, loaded: !isPending };
}

/** Where a header category leads: its subcategories page, or its shop by slug for the static defaults. */
export function categoryHref(category: Category): string {
  return category._id ? `/category/${encodeURIComponent(category._id)}/subcategories` : `/shop/${category.slug}`;
}

/**
 * True when a category can carry a mega-menu (SPEC §8: "The mega-menu with invalid data logs an
 * error"): an id and a list of named subcategories, each with a list of types.
 */
export function hasMegaMenu(category: Category): boolean {
  if (!category._id || !Array.isArray(category.subCategories) || category.subCategories.length === 0) return false;
  const valid = category.subCategories.every((sub) => sub && typeof sub.name === 'string' && Array.isArray(sub.types));
  if (!valid) console.error('The mega-menu received invalid category data', category);
  return valid;
}
