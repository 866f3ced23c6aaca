import { badgeCount } from '@manzil/shared';
import styles from './header.module.css';

/**
 * The count on the cart and favorites icons: nothing at 0, '99+' past 99 (SPEC §9). Hidden from
 * assistive technology: the button's own label names it, and a bare digit beside that label reads
 * as a label that does not match its content (axe's label-content-name-mismatch).
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="count-badge" aria-hidden="true">
      {badgeCount(count)}
    </span>
  );
}
