import * as Dialog from '@radix-ui/react-dialog';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { adminSessionAtom, sessionAtom } from '@manzil/shared';
import { LanguageSwitch } from './language-switch';
import { usePartnerIdentity } from './partner-identity';
import { CloseIcon, Logo, MenuIcon } from './icons';
import { categoryHref, type HeaderCategories } from './use-categories';
import { useLogout } from './use-logout';
import styles from './mobile-menu.module.css';

/** SPEC §9: the hamburger menu is for widths below 767 px. */
export const MOBILE_MENU_QUERY = '(max-width: 766px)';

function MenuLink({ to, primary, children }: { to: string; primary?: boolean; children: React.ReactNode }) {
  return (
    <li>
      <NavLink to={to} className={primary ? `${styles.link} ${styles.primary}` : styles.link}>
        {children}
      </NavLink>
    </li>
  );
}

/**
 * The hamburger and its full-screen menu (SPEC §2 "Header", below 767 px): Home, Shop (All Brands,
 * the categories, Ready To Ship, On Sale), About, Contact, then Account and Logout when signed in
 * or Login when not, and the language switch (issue 13). Radix Dialog traps focus and locks the page's scrolling (from its overlay) while it is open.
 */
export function MobileMenu({ categories, loaded }: HeaderCategories) {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const partner = usePartnerIdentity();
  // A signed-in staff member is offered the admin panel instead of the shopper's Login.
  const admin = useAtomValue(adminSessionAtom);
  const logout = useLogout();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [shopOpen, setShopOpen] = useState(false);
  const shopId = useId();

  // Following a link closes the menu; so does growing past the mobile width.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_MENU_QUERY);
    const onChange = () => !query.matches && setOpen(false);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);

  const onLogout = async () => {
    setOpen(false);
    await logout();
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.hamburger} aria-label={intl.formatMessage({ id: 'header.openMenu' })}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* Radix locks the page's scrolling from the overlay. */}
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.top}>
            <Logo />
            <Dialog.Title className="mz-visually-hidden">
              <FormattedMessage id="header.menuTitle" />
            </Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={intl.formatMessage({ id: 'header.closeMenu' })}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={intl.formatMessage({ id: 'header.menuTitle' })} className={styles.nav}>
            <ul className={styles.list}>
              <MenuLink to="/home">
                <FormattedMessage id="header.menu.home" />
              </MenuLink>
              <li>
                <button
                  type="button"
                  className={styles.expander}
                  aria-expanded={shopOpen}
                  aria-controls={shopId}
                  onClick={() => setShopOpen((value) => !value)}
                >
                  <FormattedMessage id="header.menu.shop" />
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
                <ul id={shopId} className={styles.sublist} hidden={!shopOpen}>
                  <MenuLink to="/vendors">
                    <FormattedMessage id="header.allBrands" />
                  </MenuLink>
                  {loaded && categories.length === 0 ? (
                    <li className={styles.muted}>
                      <FormattedMessage id="header.noCategories" />
                    </li>
                  ) : (
                    categories.map((category) => (
                      <MenuLink key={category._id || category.slug} to={categoryHref(category)}>
                        {category.name}
                      </MenuLink>
                    ))
                  )}
                  <MenuLink to="/products/readytoship">
                    <FormattedMessage id="header.readyToShip" />
                  </MenuLink>
                  <MenuLink to="/products/onsale">
                    <FormattedMessage id="header.onSale" />
                  </MenuLink>
                </ul>
              </li>
              <MenuLink to="/about">
                <FormattedMessage id="header.menu.about" />
              </MenuLink>
              <MenuLink to="/contactus">
                <FormattedMessage id="header.menu.contact" />
              </MenuLink>
            </ul>
            <ul className={`${styles.list} ${styles.accountList}`}>
              {session ? (
                <>
                  <MenuLink to="/myaccount">
                    <FormattedMessage id="header.menu.account" />
                  </MenuLink>
                  <li>
                    <button type="button" className={styles.link} onClick={onLogout}>
                      <FormattedMessage id="header.menu.logout" />
                    </button>
                  </li>
                </>
              ) : admin ? (
                <MenuLink to="/adminpanel" primary>
                  <FormattedMessage id="header.menu.adminPanel" />
                </MenuLink>
              ) : partner ? (
                <MenuLink to={partner.to} primary>
                  {partner.name}
                </MenuLink>
              ) : (
                <MenuLink to="/login" primary>
                  <FormattedMessage id="header.menu.login" />
                </MenuLink>
              )}
            </ul>
            <div className={styles.language}>
              <LanguageSwitch className={styles.link} />
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
