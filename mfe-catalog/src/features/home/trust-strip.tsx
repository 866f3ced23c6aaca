import { FormattedMessage } from 'react-intl';
import styles from './home-page.module.css';

const ITEMS = [
  {
    icon: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
    title: 'home.trust.ship.title',
    text: 'home.trust.ship.text',
  },
  {
    icon: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7l8-4zM8.5 12l2.5 2.5 4.5-5',
    title: 'home.trust.secure.title',
    text: 'home.trust.secure.text',
  },
  { icon: 'M4 20V8l8-5 8 5v12M9 20v-6h6v6M4 20h16', title: 'home.trust.makers.title', text: 'home.trust.makers.text' },
] as const;

/** Three reasons to buy here, under the hero. */
export function TrustStrip() {
  return (
    <ul className={styles.trust}>
      {ITEMS.map((item) => (
        <li key={item.title} className={styles.trustItem}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d={item.icon} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <p className={styles.trustTitle}>
              <FormattedMessage id={item.title} />
            </p>
            <p className={styles.trustText}>
              <FormattedMessage id={item.text} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
