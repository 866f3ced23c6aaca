import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from '@manzil/shared/router';
import type { Category } from '@manzil/shared';
import { MegaMenuPanel } from './mega-menu-panel';
import { categoryHref, hasMegaMenu, type HeaderCategories } from './use-categories';
import styles from './category-bar.module.css';

function BarLink({ to, className, children }: { to: string; className?: string; children: React.ReactNode }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild>
        <NavLink to={to} className={[styles.link, className].filter(Boolean).join(' ')}>
          {children}
        </NavLink>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

interface CategoryItemProps {
  category: Category;
  value: string;
  open: boolean;
  focusOnOpen: boolean;
  onKeyboardOpen: (value: string) => void;
  onFocused: () => void;
}

/**
 * One category of the bar: the link to its page is also the trigger of its mega-menu (hover opens
 * it; ArrowDown opens it from the keyboard and moves into it; Escape closes it).
 */
function CategoryItem({ category, value, open, focusOnOpen, onKeyboardOpen, onFocused }: CategoryItemProps) {
  const trigger = useRef<HTMLAnchorElement>(null);
  // Radix renders an aria-hidden yet focusable "focus proxy" after an open trigger, which axe
  // reports as aria-hidden-focus (radix-ui/primitives#3085). The proxy only forwards focus into
  // the menu, so it is left in the tab order and taken out of aria-hidden, as Reka UI now does.
  useLayoutEffect(() => {
    const proxy = open ? trigger.current?.nextElementSibling : null;
    if (proxy?.getAttribute('aria-hidden') === 'true' && proxy.getAttribute('tabindex') === '0') proxy.removeAttribute('aria-hidden');
  }, [open]);
  // Opened from the keyboard: once Radix has placed the content in the viewport, focus its first link.
  useEffect(() => {
    if (!open || !focusOnOpen) return;
    const frame = window.requestAnimationFrame(() => {
      const contentId = trigger.current?.getAttribute('aria-controls');
      const content = contentId ? document.getElementById(contentId) : null;
      content?.querySelector<HTMLElement>('a[href]')?.focus();
      onFocused();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [open, focusOnOpen, onFocused]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      onKeyboardOpen(value);
    }
  };
  return (
    <NavigationMenu.Item value={value}>
      <NavigationMenu.Trigger asChild onKeyDown={onKeyDown}>
        <NavLink ref={trigger} to={categoryHref(category)} className={styles.link}>
          {category.name}
        </NavLink>
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className={styles.content}>
        <MegaMenuPanel category={category} />
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/**
 * The desktop category bar (SPEC §2 "Header"): All Brands, the first 6 categories each with a
 * hover mega-menu, Ready To Ship, On Sale; 'No Categories Available' when the list is empty.
 */
export function CategoryBar({ categories, loaded }: HeaderCategories) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [value, setValue] = useState('');
  const [focusValue, setFocusValue] = useState<string | null>(null);

  // A navigation (a click in the menu or the bar) closes whatever is open.
  useEffect(() => setValue(''), [pathname]);

  const focused = useCallback(() => setFocusValue(null), []);
  const openFromKeyboard = (next: string) => {
    setFocusValue(next);
    setValue(next);
  };

  return (
    <NavigationMenu.Root
      className={styles.root}
      aria-label={intl.formatMessage({ id: 'header.categories' })}
      value={value}
      onValueChange={setValue}
      delayDuration={120}
    >
      <NavigationMenu.List className={styles.list}>
        <BarLink to="/vendors">
          <FormattedMessage id="header.allBrands" />
        </BarLink>
        {loaded && categories.length === 0 ? (
          <NavigationMenu.Item>
            <span className={styles.muted}>
              <FormattedMessage id="header.noCategories" />
            </span>
          </NavigationMenu.Item>
        ) : (
          categories.map((category) => {
            const key = category._id || category.slug;
            if (!hasMegaMenu(category)) {
              return (
                <BarLink key={key} to={categoryHref(category)}>
                  {category.name}
                </BarLink>
              );
            }
            const itemValue = `category-${key}`;
            return (
              <CategoryItem
                key={key}
                category={category}
                value={itemValue}
                open={value === itemValue}
                focusOnOpen={focusValue === itemValue}
                onKeyboardOpen={openFromKeyboard}
                onFocused={focused}
              />
            );
          })
        )}
        <BarLink to="/products/readytoship">
          <FormattedMessage id="header.readyToShip" />
        </BarLink>
        <BarLink to="/products/onsale" className={styles.sale}>
          <FormattedMessage id="header.onSale" />
        </BarLink>
      </NavigationMenu.List>
      <div className={styles.viewportAnchor}>
        <NavigationMenu.Viewport className={styles.viewport} />
      </div>
    </NavigationMenu.Root>
  );
}
