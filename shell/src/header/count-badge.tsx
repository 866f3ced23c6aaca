import type { IntlShape } from 'react-intl';
import { BADGE_MAX, badgeCount } from '@manzil/shared';
import styles from './header.module.css';

/** Messages naming the cart and favorites buttons: alone, with the count, past the badge's maximum. */
const NAMES = {
  cart: { none: 'header.cart', count: 'header.cartCount', over: 'header.cartCountOver' },
  favorites: { none: 'header.favorites', count: 'header.favoritesCount', over: 'header.favoritesCountOver' },
} as const;

/**
 * The accessible name of the cart or favorites button: 'Cart' when empty, else the name with the
 * count the badge shows ('Cart, 3 items' / 'السلة، 3 منتجات', an ICU plural; 'more than 99' past
 * the badge's '99+'). The badge's digits are the button's only visible text, so the name must
 * contain them (WCAG 2.5.3 label in name, axe's label-content-name-mismatch): a voice-control user
 * who says what they see reaches the button, and a screen reader announces the count.
 */
export function countButtonName(intl: IntlShape, kind: keyof typeof NAMES, count: number): string {
  const ids = NAMES[kind];
  if (count <= 0) return intl.formatMessage({ id: ids.none });
  if (count > BADGE_MAX) return intl.formatMessage({ id: ids.over }, { max: BADGE_MAX });
  return intl.formatMessage({ id: ids.count }, { count });
}

/**
 * The count on the cart and favorites icons: nothing at 0, '99+' past 99 (SPEC §9). Hidden from
 * assistive technology: the button's name (countButtonName) already says the count in words.
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="count-badge" aria-hidden="true">
      {badgeCount(count)}
    </span>
  );
}
