import * as Dialog from '@radix-ui/react-dialog';
import { useAtomValue } from 'jotai';
import { useId, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from '@manzil/shared/router';
import { adminSessionAtom, sessionAtom } from '@manzil/shared';
import { LanguageSwitch } from './language-switch';
import { usePartnerIdentity } from './partner-identity';
import { CloseIcon, Logo } from './icons';
import { categoryHref, type HeaderCategories } from './use-categories';
import styles from './mobile-menu.module.css';

function MenuLink({ to, primary, children }: { to: string; primary?: boolean; children: React.ReactNode }) {
  return (
    <li>
      <NavLink to={to} className={primary ? `${styles.link} ${styles.primary}` : styles.link}>
        {children}
      </NavLink>
    </li>
  );
}

/** Props of the menu's sheet: the categories, its open state and the hamburger that opened it. */
export interface MobileMenuSheetProps extends HeaderCategories {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void;
  /** Focus returns here when the sheet closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The full-screen menu of the hamburger (mobile-menu.tsx), with Radix Dialog: it traps focus and
 * locks the page's scrolling (from its overlay) while it is open. Loaded when the menu first
 * opens (Radix Dialog is in no first visit).
 */
export default function MobileMenuSheet({ categories, loaded, open, onOpenChange, onLogout, opener }: MobileMenuSheetProps) {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const partner = usePartnerIdentity();
  // A signed-in staff member is offered the admin panel instead of the shopper's Login.
  const admin = useAtomValue(adminSessionAtom);
  const [shopOpen, setShopOpen] = useState(false);
  const shopId = useId();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Radix locks the page's scrolling from the overlay. */}
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
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
