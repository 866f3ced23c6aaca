import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { HeroArt } from './hero-art';
import { useDocumentTitle } from '../content/use-document-title';
import content from '../content/content.module.css';
import styles from './about-page.module.css';

/** The promises shown; each has `about.promise.<key>.title` and `.body`. */
export const PROMISES = ['brands', 'prices', 'delivery', 'returns'] as const;

const PromiseIcon = ({ name }: { name: (typeof PROMISES)[number] }) => {
  const paths: Record<(typeof PROMISES)[number], string> = {
    brands: 'M4 10l8-6 8 6v10H4z M9 20v-6h6v6',
    prices: 'M4 12l8-8h8v8l-8 8z M16 8h.01',
    delivery: 'M2 7h11v9H2z M13 10h4l3 3v3h-7 M6 19a2 2 0 1 0 0-.01 M17 19a2 2 0 1 0 0-.01',
    returns: 'M4 9h11a5 5 0 0 1 0 10H8 M8 5L4 9l4 4',
  };
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  );
};

/** /about: who Manzil is and what it promises (ARCHITECTURE: a shell page). */
export function AboutPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'about.metaTitle' }));
  return (
    <div className={styles.about}>
      <section className={styles.hero} aria-labelledby="about-title">
        <div className={`${content.page} ${styles.heroInner}`}>
          <div>
            <p className={content.eyebrow}>
              <FormattedMessage id="about.eyebrow" />
            </p>
            <h1 id="about-title" className={content.title}>
              <FormattedMessage id="about.title" />
            </h1>
            <p className={content.lead}>
              <FormattedMessage id="about.lead" />
            </p>
          </div>
          <HeroArt className={styles.art} />
        </div>
      </section>

      <div className={content.page}>
        <section className={styles.story} aria-labelledby="about-story">
          <h2 id="about-story" className={styles.heading}>
            <FormattedMessage id="about.story.title" />
          </h2>
          <div className={content.prose}>
            <p>
              <FormattedMessage id="about.story.p1" />
            </p>
            <p>
              <FormattedMessage id="about.story.p2" />
            </p>
          </div>
        </section>

        <section aria-labelledby="about-promise" className={styles.promiseSection}>
          <h2 id="about-promise" className={styles.heading}>
            <FormattedMessage id="about.promise.title" />
          </h2>
          <ul className={styles.promises}>
            {PROMISES.map((name) => (
              <li key={name} className={`${content.card} ${styles.promise}`}>
                <span className={styles.icon}>
                  <PromiseIcon name={name} />
                </span>
                <h3>
                  <FormattedMessage id={`about.promise.${name}.title`} />
                </h3>
                <p>
                  <FormattedMessage id={`about.promise.${name}.body`} />
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.split} aria-labelledby="about-makers">
          <div className={`${content.card} ${styles.makers}`}>
            <h2 id="about-makers" className={styles.heading}>
              <FormattedMessage id="about.makers.title" />
            </h2>
            <p>
              <FormattedMessage id="about.makers.body" />
            </p>
            <Link to="/partners" className={content.secondary}>
              <FormattedMessage id="about.makers.cta" />
            </Link>
          </div>
          <div className={`${content.card} ${styles.cta}`}>
            <h2 className={styles.heading}>
              <FormattedMessage id="about.cta.title" />
            </h2>
            <p>
              <FormattedMessage id="about.cta.body" />
            </p>
            <div className={content.actions}>
              <Link to="/vendors" className={content.primary}>
                <FormattedMessage id="about.cta.brands" />
              </Link>
              <Link to="/contactus" className={content.secondary}>
                <FormattedMessage id="about.cta.contact" />
              </Link>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
