import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Category } from '@manzil/shared';
import { categoryHref, hasMegaMenu, type HeaderCategories } from './use-categories';

/** One place of the category bar, drawn alike by the plain bar and by the mega-menu bar. */
export type BarEntry =
  | { kind: 'link'; key: string; to: string; label: ReactNode; sale?: boolean }
  | { kind: 'empty' }
  | { kind: 'menu'; key: string; value: string; category: Category };

/**
 * What the category bar shows, in order (SPEC §2 "Header"): All Brands, the first 6 categories
 * (a mega-menu for each one with valid subcategories, a plain link otherwise; 'No Categories
 * Available' when the list is empty), Ready To Ship, On Sale.
 */
export function barEntries({ categories, loaded }: HeaderCategories): BarEntry[] {
  const middle: BarEntry[] =
    loaded && categories.length === 0
      ? [{ kind: 'empty' }]
      : categories.map((category): BarEntry => {
          const key = category._id || category.slug;
          return hasMegaMenu(category)
            ? { kind: 'menu', key, value: `category-${key}`, category }
            : { kind: 'link', key, to: categoryHref(category), label: category.name };
        });
  return [
    { kind: 'link', key: 'vendors', to: '/vendors', label: <FormattedMessage id="header.allBrands" /> },
    ...middle,
    { kind: 'link', key: 'readytoship', to: '/products/readytoship', label: <FormattedMessage id="header.readyToShip" /> },
    { kind: 'link', key: 'onsale', to: '/products/onsale', label: <FormattedMessage id="header.onSale" />, sale: true },
  ];
}

/**
 * What the plain bar hands to the mega-menu bar when it replaces it: the category the mouse is
 * resting on (opened at once, as a hover would), the category opened from the keyboard before
 * the menu had loaded (opened with focus inside), and the bar link that had focus (focused again
 * in the new bar, so the swap does not drop the keyboard's place).
 */
export interface BarHandoff {
  hovered?: string;
  keyboardOpen?: string;
  focusIndex?: number;
}
