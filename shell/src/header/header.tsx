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

/** The favorites or the cart button: its icon, its count, and its panel open or not. */
function PanelButton({
  panel,
  count,
  open,
  onToggle,
}: {
  panel: 'cart' | 'favorites';
  count: number;
  open: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={countButtonName(intl, panel, count)}
      aria-expanded={open}
      onClick={onToggle}
    >
      {panel === 'cart' ? <CartIcon /> : <HeartIcon />}
      <CountBadge count={count} />
    </button>
  );
}

/**
 * The favorites and cart buttons with their counts. What is the shopper's own is read from the
 * browser's stores once the served frame is hydrated: the server renders them as an anonymous
 * visitor sees them, and the counts fill in right after in their fixed places. Only these small
 * parts render again then, not the whole header.
 */
function PanelButtons({ openPanel, toggle }: { openPanel: string | null; toggle: (panel: 'cart' | 'favorites') => void }) {
  const hydrated = useHydrated();
  const storedCartCount = useAtomValue(cartCountAtom);
  const storedFavorites = useAtomValue(favoritesAtom);
  return (
    <>
      <PanelButton
        panel="favorites"
        count={hydrated ? storedFavorites.length : 0}
        open={openPanel === 'favorites'}
        onToggle={() => toggle('favorites')}
      />
      <PanelButton panel="cart" count={hydrated ? storedCartCount : 0} open={openPanel === 'cart'} onToggle={() => toggle('cart')} />
    </>
  );
}

/** Who is signed in (the account menu, a staff member, a partner) or the Login link; anonymous until hydrated. */
function AccountSlot() {
  const hydrated = useHydrated();
  const storedSession = useAtomValue(sessionAtom);
  const storedPartner = usePartnerIdentity();
  const storedAdmin = useAtomValue(adminSessionAtom);
  const session = hydrated ? storedSession : null;
  const partner = hydrated ? storedPartner : null;
  const admin = hydrated ? storedAdmin : null;
  if (session) return <RemoteComponent id="account/AccountMenu" props={{}} />;
  if (admin) return <StaffBadge admin={admin} />;
  if (partner) return <PartnerIdentity identity={partner} />;
  return (
    <Link to="/login" className={styles.login}>
      <UserIcon />
      <span className={styles.loginText}>
        <FormattedMessage id="header.login" />
      </span>
    </Link>
  );
}

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
          <PanelButtons openPanel={openPanel} toggle={toggle} />
          <AccountSlot />
        </div>
      </div>
      <CategoryBar {...categories} />
      {openPanel === 'cart' ? <RemoteComponent id="checkout/CartPopup" props={{ open: true, onClose: close }} /> : null}
      {openPanel === 'favorites' ? <RemoteComponent id="account/FavoritesPanel" props={{ open: true, onClose: close }} /> : null}
    </header>
  );
}
