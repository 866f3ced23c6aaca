import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { badgeCount, bus, cartCountAtom, favoritesAtom, openPanelAtom, sessionAtom } from '@manzil/shared';
import { RemoteComponent } from '../federation/remote-component';
import { CartIcon, HeartIcon, Logo } from './icons';
import { categoryHref, useHeaderCategories } from './use-categories';
import styles from './header.module.css';

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="count-badge">
      {badgeCount(count)}
    </span>
  );
}

/** The store's header: logo, search, favorites, cart, account, and the category bar (SPEC §2 "Header"). */
export function Header() {
  const intl = useIntl();
  const cartCount = useAtomValue(cartCountAtom);
  const favorites = useAtomValue(favoritesAtom);
  const session = useAtomValue(sessionAtom);
  const openPanel = useAtomValue(openPanelAtom);
  const { categories, loaded } = useHeaderCategories();
  const toggle = (panel: 'cart' | 'favorites') => bus.emit('ui:open-panel', { panel: openPanel === panel ? null : panel });
  const close = () => bus.emit('ui:open-panel', { panel: null });

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link to="/home" className={styles.logo} aria-label={intl.formatMessage({ id: 'header.home' })}>
          <Logo />
        </Link>
        <div className={styles.search}>
          <RemoteComponent id="catalog/SearchBox" props={{}} />
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={intl.formatMessage({ id: 'header.favorites' })}
            aria-expanded={openPanel === 'favorites'}
            onClick={() => toggle('favorites')}
          >
            <HeartIcon />
            <CountBadge count={favorites.length} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={intl.formatMessage({ id: 'header.cart' })}
            aria-expanded={openPanel === 'cart'}
            onClick={() => toggle('cart')}
          >
            <CartIcon />
            <CountBadge count={cartCount} />
          </button>
          {session ? (
            <RemoteComponent id="account/AccountMenu" props={{}} />
          ) : (
            <Link to="/login" className={styles.login}>
              <FormattedMessage id="header.login" />
            </Link>
          )}
        </div>
      </div>
      <nav className={styles.categoryBar} aria-label={intl.formatMessage({ id: 'header.categories' })}>
        <NavLink to="/vendors">
          <FormattedMessage id="header.allBrands" />
        </NavLink>
        {loaded && categories.length === 0 ? (
          <span className={styles.muted}>
            <FormattedMessage id="header.noCategories" />
          </span>
        ) : (
          categories.map((category) => (
            <NavLink key={category._id || category.slug} to={categoryHref(category)}>
              {category.name}
            </NavLink>
          ))
        )}
        <NavLink to="/products/readytoship">
          <FormattedMessage id="header.readyToShip" />
        </NavLink>
        <NavLink to="/products/onsale" className={styles.sale}>
          <FormattedMessage id="header.onSale" />
        </NavLink>
      </nav>
      {openPanel === 'cart' ? <RemoteComponent id="checkout/CartPopup" props={{ open: true, onClose: close }} /> : null}
      {openPanel === 'favorites' ? (
        <RemoteComponent id="account/FavoritesPanel" props={{ open: true, onClose: close }} />
      ) : null}
    </header>
  );
}
