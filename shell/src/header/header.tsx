import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { adminSessionAtom, bus, cartCountAtom, favoritesAtom, openPanelAtom, sessionAtom, useHydrated } from '@manzil/shared';
import { RemoteComponent } from '../federation/remote-component';
import { CategoryBar } from './category-bar';
import { CountBadge, countButtonName } from './count-badge';
import { LanguageSwitch } from './language-switch';
import { CartIcon, HeartIcon, Logo, UserIcon } from './icons';
import { MobileMenu } from './mobile-menu';
import { PartnerIdentity, usePartnerIdentity } from './partner-identity';
import { StaffBadge } from './staff-badge';
import { useHeaderCategories } from './use-categories';
import { STICKY_AFTER_PX, useScrolledPast } from './use-scrolled-past';
import styles from './header.module.css';

/**
 * The store's header (SPEC §2 "Header"): logo, search, favorites, cart, account or Login, the
 * category bar with its mega-menus, and below 767 px the hamburger menu. In normal flow until
 * the page is scrolled past 80 px, then sticky. The language switch sits before the
 * favorites from 767 px up; below, it is in the mobile menu.
 *
 * Below 767 px the menu, logo and actions share one row whatever the language or role (the
 * search takes the second): the actions shrink instead of wrapping, the Login text becomes an
 * icon (its text kept as the accessible name) below 480 px, and a staff or partner name ends in
 * an ellipsis.
 */
export function Header() {
  const intl = useIntl();
  // What is the shopper's own (counts, who is signed in) is read from the browser's stores once
  // the served frame is hydrated: the server renders the header as an anonymous visitor sees it,
  // and the counts and the signed-in slot fill in right after in their fixed places.
  const hydrated = useHydrated();
  const storedCartCount = useAtomValue(cartCountAtom);
  const storedFavorites = useAtomValue(favoritesAtom);
  const storedSession = useAtomValue(sessionAtom);
  const storedPartner = usePartnerIdentity();
  const storedAdmin = useAtomValue(adminSessionAtom);
  const cartCount = hydrated ? storedCartCount : 0;
  const favorites = hydrated ? storedFavorites : [];
  const session = hydrated ? storedSession : null;
  const partner = hydrated ? storedPartner : null;
  const admin = hydrated ? storedAdmin : null;
  const openPanel = useAtomValue(openPanelAtom);
  const categories = useHeaderCategories();
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  // SPEC §4: opening the cart closes favorites and the reverse (the panel store keeps one open).
  const toggle = (panel: 'cart' | 'favorites') => bus.emit('ui:open-panel', { panel: openPanel === panel ? null : panel });
  const close = () => bus.emit('ui:open-panel', { panel: null });

  return (
    <header className={sticky ? `${styles.header} ${styles.sticky}` : styles.header} data-sticky={sticky || undefined}>
      <div className={styles.top}>
        <MobileMenu {...categories} />
        <Link to="/home" className={styles.logo} aria-label={intl.formatMessage({ id: 'header.home' })}>
          <Logo />
        </Link>
        <div className={styles.search}>
          <RemoteComponent id="catalog/SearchBox" props={{}} />
        </div>
        <div className={styles.actions}>
          <LanguageSwitch className={styles.language} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={countButtonName(intl, 'favorites', favorites.length)}
            aria-expanded={openPanel === 'favorites'}
            onClick={() => toggle('favorites')}
          >
            <HeartIcon />
            <CountBadge count={favorites.length} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={countButtonName(intl, 'cart', cartCount)}
            aria-expanded={openPanel === 'cart'}
            onClick={() => toggle('cart')}
          >
            <CartIcon />
            <CountBadge count={cartCount} />
          </button>
          {session ? (
            <RemoteComponent id="account/AccountMenu" props={{}} />
          ) : admin ? (
            <StaffBadge admin={admin} />
          ) : partner ? (
            <PartnerIdentity identity={partner} />
          ) : (
            <Link to="/login" className={styles.login}>
              <UserIcon />
              <span className={styles.loginText}>
                <FormattedMessage id="header.login" />
              </span>
            </Link>
          )}
        </div>
      </div>
      <CategoryBar {...categories} />
      {openPanel === 'cart' ? <RemoteComponent id="checkout/CartPopup" props={{ open: true, onClose: close }} /> : null}
      {openPanel === 'favorites' ? <RemoteComponent id="account/FavoritesPanel" props={{ open: true, onClose: close }} /> : null}
    </header>
  );
}
