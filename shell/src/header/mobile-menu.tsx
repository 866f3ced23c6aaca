import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from '@manzil/shared/router';
import { MenuIcon } from './icons';
import type { HeaderCategories } from './use-categories';
import { useLogout } from './use-logout';
import styles from './hamburger.module.css';

/** SPEC §9: the hamburger menu is for widths below 767 px. */
export const MOBILE_MENU_QUERY = '(max-width: 766px)';

type SheetModule = typeof import('./mobile-menu-sheet');
let sheetModule: SheetModule | undefined;
const loadSheet = () => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu-sheet').then((module) => (sheetModule = module));
// Once the pointer has come near the hamburger the sheet is usually loaded by the click: React
// then renders it at once (a thenable that is already settled), without a blank first frame.
const MobileMenuSheet = lazy(
  () => (sheetModule ? { then: (resolve: (module: SheetModule) => void) => resolve(sheetModule!) } : loadSheet()) as Promise<SheetModule>,
);

/**
 * The hamburger and its full-screen menu (SPEC §2 "Header", below 767 px): Home, Shop (All Brands,
 * the categories, Ready To Ship, On Sale), About, Contact, then Account and Logout when signed in
 * or Login when not, and the language switch. The sheet (mobile-menu-sheet.tsx, Radix
 * Dialog) loads when the menu first opens, or as the pointer comes near the hamburger.
 */
export function MobileMenu({ categories, loaded }: HeaderCategories) {
  const intl = useIntl();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // The sheet stays mounted once opened, so that Radix can run its closing (focus, scroll lock).
  const [opened, setOpened] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);

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
    <>
      <button
        ref={hamburger}
        type="button"
        className={styles.hamburger}
        aria-label={intl.formatMessage({ id: 'header.openMenu' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            categories={categories}
            loaded={loaded}
            open={open}
            onOpenChange={setOpen}
            onLogout={onLogout}
            opener={hamburger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
