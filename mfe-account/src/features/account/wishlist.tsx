import { FormattedMessage, useIntl } from 'react-intl';
import { favoritesStore } from '@manzil/shared';
import { useFavorites } from '../../lib/use-store-value';
import { FavoriteItem } from '../favorites';
import styles from './account.module.css';

/** The shopper's favorites (wishlist), each removable; asked for again each time it shows (SPEC §4). */
export function Wishlist() {
  const intl = useIntl();
  const favorites = useFavorites(true);

  if (favorites.length === 0) {
    return (
      <div className={styles.emptyBox}>
        <p>
          <FormattedMessage id="account.wishlist.empty" />
        </p>
      </div>
    );
  }
  return (
    <ul className={styles.wishlist}>
      {favorites.map((product) => (
        <FavoriteItem
          key={product._id}
          product={product}
          className={styles.wish}
          action={
            <button
              type="button"
              className={styles.removeWish}
              aria-label={intl.formatMessage({ id: 'account.wishlist.remove' }, { name: product.name })}
              onClick={() => void favoritesStore.toggle(product)}
            >
              <FormattedMessage id="account.wishlist.removeShort" />
            </button>
          }
        />
      ))}
    </ul>
  );
}
