import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@manzil/shared/router';
import { SidePanel, type FavoritesPanelProps } from '@manzil/shared';
import { useFavorites, useSession } from '../../lib/use-store-value';
import { FavoriteItem } from './favorite-item';
import styles from './favorites.module.css';

/**
 * The favorites panel (SPEC §2 "Favorites panel"), a side sheet opened from the heart icon. The
 * list reloads each time it opens (SPEC §4); close button, Escape and the overlay call onClose.
 */
export function FavoritesSheet({ open, onClose }: FavoritesPanelProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const favorites = useFavorites(open);

  const viewAll = () => {
    if (session) void navigate('/myaccount', { state: { section: 'wishlist' } });
    else void navigate('/login', { state: { from: '/myaccount' } });
    onClose();
  };

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="favorites.title" />}
      closeLabel={intl.formatMessage({ id: 'favorites.close' })}
      footer={
        <button type="button" className={styles.viewAll} onClick={viewAll}>
          <FormattedMessage id="favorites.viewAll" />
        </button>
      }
    >
      {favorites.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>
            <FormattedMessage id="favorites.empty" />
          </p>
          {session ? null : (
            <p className={styles.muted}>
              <FormattedMessage id="favorites.signedOut" />
            </p>
          )}
        </div>
      ) : (
        <ul className={styles.list}>
          {favorites.map((product) => (
            <FavoriteItem key={product._id} product={product} onOpen={onClose} />
          ))}
        </ul>
      )}
    </SidePanel>
  );
}
