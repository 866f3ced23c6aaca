import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useCategories, type Category } from '@manzil/shared';

/** The static defaults' English names (SPEC §8) and the message of each in the shopper's language. */
const DEFAULT_NAMES = [
  ['Furniture', 'header.defaultCategory.furniture'],
  ['Kitchen & Dining', 'header.defaultCategory.kitchenAndDining'],
  ['Bath', 'header.defaultCategory.bath'],
  ['Lighting', 'header.defaultCategory.lighting'],
  ['Home Decor', 'header.defaultCategory.homeDecor'],
  ['Outdoor', 'header.defaultCategory.outdoor'],
] as const;

/** SPEC §8: when the category call fails the header keeps these six static defaults (English names; slugs lead to their shops). */
export const DEFAULT_CATEGORIES: Category[] = DEFAULT_NAMES.map(([name]) => {
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
 * The first 6 categories for the header and footer; the static defaults, named in the shopper's
 * language, when the call fails
 * (SPEC §8; the failure is logged by the shared query cache as 'Failed to load categories').
 * The call is the page's one categories request, shared with every region that asks.
 */
export function useHeaderCategories(): HeaderCategories {
  const intl = useIntl();
  const { data, isPending } = useCategories(firstSix);
  // The defaults are the store's own texts, so they follow the language; the slugs stay.
  const defaults = useMemo(
    () => DEFAULT_CATEGORIES.map((category, i) => ({ ...category, name: intl.formatMessage({ id: DEFAULT_NAMES[i]![1] }) })),
    [intl],
  );
  return { categories: data ?? defaults, loaded: !isPending };
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
