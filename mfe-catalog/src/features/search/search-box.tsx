import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@manzil/shared/router';
import type { SearchSuggestion } from '@manzil/shared';
import { SuggestionItem, suggestionHref } from './suggestion-item';
import { useSuggestions } from './use-suggestions';
import styles from './search-box.module.css';

/** SPEC §9: suggestions clear 200 ms after the box loses focus. */
export const BLUR_CLEAR_MS = 200;

/**
 * The header's search box (SPEC §2 "Search suggestions"), an ARIA combobox: arrows move through
 * the suggestions, Enter opens the highlighted one (or every result for the text), Escape closes
 * the list (and a second Escape empties the box).
 */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { query, items, loading } = useSuggestions(text);

  const products = items.filter((s) => s.resultType === 'product');
  const brands = items.filter((s) => s.resultType === 'brand');
  const ordered: SearchSuggestion[] = [...products, ...brands];
  const trimmed = text.trim();
  const showList = open && trimmed !== '' && ordered.length > 0;
  const showEmpty = open && trimmed !== '' && !loading && query === trimmed && ordered.length === 0;
  const optionId = (i: number) => `${baseId}-option-${i}`;

  useEffect(() => setActive(-1), [items]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: SearchSuggestion) => {
    close();
    setText('');
    inputRef.current?.blur();
    void navigate(suggestionHref(suggestion));
  };
  const searchAll = () => {
    if (!trimmed) return;
    close();
    inputRef.current?.blur();
    void navigate(`/ProductsPage?q=${encodeURIComponent(trimmed)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = ordered.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i === -1 ? (step === 1 ? 0 : count - 1) : (i + step + count) % count));
    } else if (event.key === 'Escape') {
      if (showList || showEmpty) close();
      else setText('');
    } else if (event.key === 'Enter' && showList && active >= 0 && ordered[active]) {
      event.preventDefault();
      choose(ordered[active]);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    searchAll();
  };

  const renderGroup = (group: SearchSuggestion[], offset: number, labelId: string) => {
    if (group.length === 0) return null;
    const headingId = `${baseId}-${labelId}`;
    return (
      <div role="group" aria-labelledby={headingId} className={styles.group}>
        <div role="presentation" id={headingId} className={styles.groupLabel}>
          <FormattedMessage id={labelId === 'products' ? 'search.products' : 'search.brands'} />
        </div>
        {group.map((suggestion, i) => {
          const index = offset + i;
          return (
            // A combobox's options take clicks; the keyboard stays on the input (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={`${suggestion.resultType}-${suggestion._id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(suggestion)}
            >
              <SuggestionItem suggestion={suggestion} query={query} />
            </div>
          );
        })}
      </div>
    );
  };

  return (
    <form role="search" className={styles.box} onSubmit={onSubmit}>
      <label htmlFor={`${baseId}-input`} className={styles.srOnly}>
        <FormattedMessage id="search.label" />
      </label>
      <div className={styles.field}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.icon}>
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className={styles.input}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(close, BLUR_CLEAR_MS);
          }}
        />
        {loading && trimmed ? <span className={styles.busy} aria-hidden="true" /> : null}
      </div>
      <div className={showList || showEmpty ? styles.popup : styles.hidden}>
        <div id={listboxId} role="listbox" aria-label={intl.formatMessage({ id: 'search.suggestions' })}>
          {showList ? (
            <>
              {renderGroup(products, 0, 'products')}
              {renderGroup(brands, products.length, 'brands')}
            </>
          ) : null}
        </div>
        {showEmpty ? (
          <p className={styles.empty} role="status">
            <FormattedMessage id="search.noMatches" values={{ q: trimmed }} />
          </p>
        ) : null}
        {showList || showEmpty ? (
          <button type="button" className={styles.all} onMouseDown={(event) => event.preventDefault()} onClick={searchAll}>
            <FormattedMessage id="search.seeAll" values={{ q: trimmed }} />
          </button>
        ) : null}
      </div>
    </form>
  );
}
