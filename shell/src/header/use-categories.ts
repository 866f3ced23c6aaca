import { useEffect, useState } from 'react';
import { getCategories, type Category } from '@manzil/shared';

/** SPEC §8: when the category call fails the header keeps these six static defaults. */
export const DEFAULT_CATEGORIES: Category[] = [
  'Furniture',
  'Kitchen & Dining',
  'Bath',
  'Lighting',
  'Home Decor',
  'Outdoor',
].map((name) => {
  const slug = name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-');
  return { _id: '', name, slug, image: '', subCategories: [] };
});

/** The first 6 categories for the header and footer (SPEC §7: only the first 6 are used). */
export function useHeaderCategories(): { categories: Category[]; loaded: boolean } {
  const [state, setState] = useState<{ categories: Category[]; loaded: boolean }>({ categories: DEFAULT_CATEGORIES, loaded: false });
  useEffect(() => {
    let live = true;
    getCategories()
      .then((list) => live && setState({ categories: Array.isArray(list) ? list.slice(0, 6) : [], loaded: true }))
      .catch((error) => {
        console.error('Failed to load categories', error);
        if (live) setState({ categories: DEFAULT_CATEGORIES, loaded: true });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Where a header category leads: its subcategories page, or its shop by slug for the static defaults. */
export function categoryHref(category: Category): string {
  return category._id ? `/category/${category._id}/subcategories` : `/shop/${category.slug}`;
}
