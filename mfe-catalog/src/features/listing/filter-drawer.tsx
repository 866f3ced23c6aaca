import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FilterPanelProps } from './filter-panel';
import { loadFilterDrawer, useFilterDrawerModule } from './filter-panel-loader';
import styles from './filter-drawer.module.css';

/**
 * SPEC §2: up to 768 px wide the filter panel hides behind 'Show Filters', which opens a drawer
 * from the inline-start edge (left in English) with a close button. The button is in the first
 * view; the drawer and its panel (Radix Dialog, Slider, Collapsible) load when the person reaches
 * for it (a pointer or the focus on the button), and it opens as soon as they are there.
 */
export function FilterDrawer({
  activeCount,
  resultCount,
  panel,
}: {
  activeCount: number;
  resultCount: number | null;
  panel: FilterPanelProps;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const drawer = useFilterDrawerModule(open);
  const preload = () => void loadFilterDrawer().catch(() => undefined);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <FormattedMessage id="filters.show" />
        {activeCount > 0 ? <span className={styles.count}>{activeCount}</span> : null}
      </button>
      {drawer ? (
        <drawer.FilterDrawerDialog open={open} onOpenChange={setOpen} opener={opener} resultCount={resultCount} panel={panel} />
      ) : null}
    </>
  );
}
