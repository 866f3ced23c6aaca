import { badgeCount } from '@manzil/shared';
import styles from './header.module.css';

/** The count on the cart and favorites icons: nothing at 0, '99+' past 99 (SPEC §9). */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="count-badge">
      {badgeCount(count)}
    </span>
  );
}
