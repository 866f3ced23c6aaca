import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@manzil/shared';
import { NewsletterBand } from './newsletter-band';
import styles from './newsletter-form.module.css';

const loadForm = () => import(/* webpackChunkName: "newsletter-form" */ './newsletter-form');
const NewsletterForm = lazy(() => loadForm().then((module) => ({ default: module.NewsletterForm })));

/**
 * The newsletter band as it looks before its form has loaded: the same band and fields,
 * disabled, so nothing moves when the form arrives.
 */
function NewsletterPlaceholder() {
  const intl = useIntl();
  return (
    <NewsletterBand busy>
      <div className={styles.form}>
        <input
          className={styles.input}
          type="email"
          disabled
          aria-label={intl.formatMessage({ id: 'newsletter.email' })}
          placeholder={intl.formatMessage({ id: 'newsletter.placeholder' })}
        />
        <label className={styles.consent}>
          <input type="checkbox" disabled />
          <FormattedMessage id="newsletter.consent" />
        </label>
        <Button disabled className={styles.submit}>
          <FormattedMessage id="newsletter.submit" />
        </Button>
        <p className={styles.error} />
      </div>
    </NewsletterBand>
  );
}

/** Window events that show a person is using the page (the first screen is drawn by then). */
const ACTIVITY = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The footer's newsletter sign-up, loaded on demand (its form brings react-hook-form and
 * zod, which no first screen needs): when the pointer or focus comes to it, or when the footer is
 * near the viewport once the person has scrolled, clicked or typed. Until then, and while it
 * loads, the placeholder holds its place.
 */
export function NewsletterSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (wanted || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    let near = false;
    let active = false;
    const check = () => near && active && setWanted(true);
    const onActivity = () => {
      active = true;
      check();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting);
        check();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, { passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity);
    };
  }, [wanted]);
  const want = () => setWanted(true);
  return (
    <div ref={slot} onPointerEnter={want} onFocusCapture={want}>
      {wanted ? (
        <Suspense fallback={<NewsletterPlaceholder />}>
          <NewsletterForm />
        </Suspense>
      ) : (
        <NewsletterPlaceholder />
      )}
    </div>
  );
}
