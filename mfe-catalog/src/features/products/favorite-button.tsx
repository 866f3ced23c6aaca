import { useMutation } from '@manzil/shared/query';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { favoriteIdsAtom, favoritesStore, sessionAtom, useHydrated, type Product } from '@manzil/shared';
import styles from './favorite-button.module.css';

/**
 * The heart that adds a product to the shopper's favorites or removes it (SPEC §4). Without a
 * session it silently does nothing (SPEC §5/§6); the store calls the API, then updates the shared
 * cache and announces `favorites:changed`, so the header's count follows.
 */
export function FavoriteButton({ product, variant = 'overlay' }: { product: Product; variant?: 'overlay' | 'outlined' }) {
  const intl = useIntl();
  const favoriteIds = useAtomValue(favoriteIdsAtom);
  const session = useAtomValue(sessionAtom);
  // The store logs a failed call and answers the unchanged state, so the mutation never fails.
  const { mutate, isPending: busy } = useMutation({ mutationFn: () => favoritesStore.toggle(product) });
  // The shopper's own favorites show once the served page is hydrated (the document is the same
  // for everyone): the heart fills in place.
  const active = useHydrated() && favoriteIds.has(product._id);

  const toggle = () => {
    if (!session || busy) return;
    mutate();
  };

  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]}`}
      aria-pressed={active}
      aria-busy={busy || undefined}
      aria-label={intl.formatMessage({ id: active ? 'favorite.remove' : 'favorite.add' }, { name: product.name })}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={active ? styles.filled : undefined}>
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill="currentColor"
          fillOpacity={active ? 1 : 0}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
