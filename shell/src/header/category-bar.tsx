import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { lazyModule } from '@manzil/shared';
import { NavLink } from '@manzil/shared/router';
import { barEntries, type BarHandoff } from './bar-entries';
import { categoryHref, type HeaderCategories } from './use-categories';
import styles from './category-bar.module.css';

type MenuModule = typeof import('./category-menu');
/** The mega-menu bar (Radix NavigationMenu and the panels), loaded once per page; a failed load is tried again on the next interest. */
const menuLoader = lazyModule<MenuModule>(() => import(/* webpackChunkName: "category-menu" */ './category-menu'));

/** The widths that show the category bar (the hamburger menu takes over below 767 px, SPEC §9). */
export const CATEGORY_BAR_QUERY = '(min-width: 767px)';

/** The person's first move on the page: the pointer moving or pressing, or a key. */
const FIRST_ACTIVITY = ['pointermove', 'pointerdown', 'keydown'] as const;

/** Calls `run` at the person's first move anywhere on the page (once); returns the cancel. */
function onFirstActivity(run: () => void): () => void {
  const cancel = () => FIRST_ACTIVITY.forEach((type) => window.removeEventListener(type, once, true));
  function once() {
    cancel();
    run();
  }
  FIRST_ACTIVITY.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }));
  return cancel;
}

/**
 * The desktop category bar (SPEC §2 "Header"): All Brands, the first 6 categories each with a
 * hover mega-menu, Ready To Ship, On Sale; 'No Categories Available' when the list is empty.
 *
 * The first paint is plain links, laid out exactly as the mega-menu bar (category-menu.tsx, Radix
 * NavigationMenu) lays them out, so that neither a phone, which never shows the bar, nor a
 * desktop's first load pays for the menu's code. The menu's code loads on the first
 * sign of interest: on a screen wide enough to show the bar, the person's first move anywhere
 * (the pointer moving or pressing, a key: long before the pointer or the focus reaches the bar),
 * and on any screen the pointer over the bar, focus in it or ArrowDown on a category. It then
 * takes the plain bar's place without a visible change, opening the category the mouse rests on,
 * or the one ArrowDown asked for, and keeping the focused link focused. (Loading it when the
 * browser is idle instead would add it to every desktop first visit measured without a person.)
 */
export function CategoryBar(props: HeaderCategories) {
  const intl = useIntl();
  const [menu, setMenu] = useState<MenuModule | null>(() => menuLoader.get() ?? null);
  const list = useRef<HTMLUListElement>(null);
  const hovered = useRef<string | undefined>(undefined);
  const keyboardOpen = useRef<string | undefined>(undefined);
  const handoff = useRef<BarHandoff | null>(null);

  const want = useCallback(() => {
    menuLoader.load().then(
      (module) => setMenu((current) => current ?? module),
      // The plain links keep working; the next sign of interest tries again.
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (menu) return;
    const wide = window.matchMedia(CATEGORY_BAR_QUERY);
    let cancel: (() => void) | undefined;
    const onChange = () => {
      if (!wide.matches || cancel) return;
      cancel = onFirstActivity(want);
    };
    onChange();
    wide.addEventListener?.('change', onChange);
    return () => {
      wide.removeEventListener?.('change', onChange);
      cancel?.();
    };
  }, [menu, want]);

  if (menu) {
    // What the person was doing is read as the menu takes over, not when its code arrived: an
    // ArrowDown pressed in between (on the plain link, still on screen) would otherwise be lost.
    // The plain bar is still in the document while this renders; a menu there from the start
    // (its code already loaded) has nothing to take over.
    handoff.current ??= list.current
      ? { hovered: hovered.current, keyboardOpen: keyboardOpen.current, focusIndex: focusedIndex(list.current) }
      : {};
    return <menu.CategoryMenu {...props} handoff={handoff.current} />;
  }

  const mouse = (event: PointerEvent, value: string | undefined) => {
    if (event.pointerType === 'mouse') hovered.current = value;
  };
  const onKeyDown = (event: KeyboardEvent, value: string) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    keyboardOpen.current = value;
    want();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) keyboardOpen.current = undefined;
  };

  return (
    <nav
      className={styles.root}
      aria-label={intl.formatMessage({ id: 'header.categories' })}
      data-orientation="horizontal"
      onPointerEnter={want}
      onFocus={want}
      onBlur={onBlur}
    >
      {/* The same boxes as Radix's List (a relative wrapper around the list) and Viewport's anchor. */}
      <div style={{ position: 'relative' }}>
        <ul ref={list} className={styles.list} data-orientation="horizontal">
          {barEntries(props).map((entry) =>
            entry.kind === 'empty' ? (
              <li key="empty">
                <span className={styles.muted}>
                  <FormattedMessage id="header.noCategories" />
                </span>
              </li>
            ) : entry.kind === 'link' ? (
              <li key={entry.key}>
                <NavLink to={entry.to} className={entry.sale ? `${styles.link} ${styles.sale}` : styles.link}>
                  {entry.label}
                </NavLink>
              </li>
            ) : (
              <li key={entry.key}>
                <NavLink
                  to={categoryHref(entry.category)}
                  className={styles.link}
                  onPointerEnter={(event) => mouse(event, entry.value)}
                  onPointerLeave={(event) => mouse(event, undefined)}
                  onKeyDown={(event) => onKeyDown(event, entry.value)}
                >
                  {entry.category.name}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </div>
      <div className={styles.viewportAnchor} />
    </nav>
  );
}

/** The position of the focused link among the bar's links, if focus is on one. */
function focusedIndex(list: HTMLUListElement | null): number | undefined {
  if (!list) return undefined;
  const index = Array.from(list.querySelectorAll(':scope > li > a')).indexOf(document.activeElement as Element);
  return index === -1 ? undefined : index;
}
