import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from '@manzil/shared/router';
import type { Category } from '@manzil/shared';
import { MegaMenuPanel } from './mega-menu-panel';
import { barEntries, type BarHandoff } from './bar-entries';
import { categoryHref, type HeaderCategories } from './use-categories';
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
 * The desktop category bar with its mega-menus (SPEC §2 "Header"), Radix NavigationMenu: hover
 * opens a category's menu, ArrowDown opens it from the keyboard and moves into it, Escape closes
 * it. It replaces the plain bar of category-bar.tsx, which draws the same links in the same
 * places, once the menu is wanted; `handoff` carries over what the person was doing.
 */
export function CategoryMenu({ categories, loaded, handoff }: HeaderCategories & { handoff: BarHandoff }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const [value, setValue] = useState(() => handoff.keyboardOpen ?? handoff.hovered ?? '');
  const [focusValue, setFocusValue] = useState<string | null>(handoff.keyboardOpen ?? null);

  // A navigation (a click in the menu or the bar) closes whatever is open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setValue('');
  }, [pathname]);

  // The plain bar's focused link had to go with it: focus its twin before the swap is painted.
  useLayoutEffect(() => {
    const index = handoff.focusIndex;
    if (index === undefined) return;
    list.current?.querySelectorAll<HTMLElement>(':scope > li > a')[index]?.focus();
  }, [handoff]);

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
      <NavigationMenu.List ref={list} className={styles.list}>
        {barEntries({ categories, loaded }).map((entry) =>
          entry.kind === 'empty' ? (
            <NavigationMenu.Item key="empty">
              <span className={styles.muted}>
                <FormattedMessage id="header.noCategories" />
              </span>
            </NavigationMenu.Item>
          ) : entry.kind === 'link' ? (
            <BarLink key={entry.key} to={entry.to} className={entry.sale ? styles.sale : undefined}>
              {entry.label}
            </BarLink>
          ) : (
            <CategoryItem
              key={entry.key}
              category={entry.category}
              value={entry.value}
              open={value === entry.value}
              focusOnOpen={focusValue === entry.value}
              onKeyboardOpen={openFromKeyboard}
              onFocused={focused}
            />
          ),
        )}
      </NavigationMenu.List>
      <div className={styles.viewportAnchor}>
        <NavigationMenu.Viewport className={styles.viewport} />
      </div>
    </NavigationMenu.Root>
  );
}
