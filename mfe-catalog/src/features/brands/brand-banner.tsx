import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { truncateText, type Brand } from '@manzil/shared';
import { BrandLogo } from './brand-logo';
import styles from './brand-banner.module.css';

/** SPEC §9: the banner cuts descriptions longer than 200 characters. */
export const BANNER_DESCRIPTION_MAX = 200;

/**
 * SPEC §2 "Brand header banner": the brand's name ('Name Not Available' when missing) and its
 * description ('No description available.' when missing); over 200 characters it is cut to 200
 * plus '...' with a 'more' / 'less' toggle.
 */
export function BrandBanner({ brand }: { brand: Partial<Brand> | null }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const name = brand?.brandName?.trim();
  const description = brand?.brandDescription?.trim() ?? '';
  const long = description.length > BANNER_DESCRIPTION_MAX;

  return (
    <header className={styles.banner}>
      <BrandLogo name={name ?? ''} logo={brand?.brandlogo} size={96} />
      <div className={styles.text}>
        <h1 className={styles.name}>{name ? <bdi>{name}</bdi> : <FormattedMessage id="brand.noName" />}</h1>
        {description ? (
          <p className={styles.description} id={textId}>
            <bdi>{long && !expanded ? truncateText(description, BANNER_DESCRIPTION_MAX) : description}</bdi>{' '}
            {long ? (
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={textId}
                onClick={() => setExpanded(!expanded)}
              >
                <FormattedMessage id={expanded ? 'brand.less' : 'brand.more'} />
              </button>
            ) : null}
          </p>
        ) : (
          <p className={styles.description}>
            <FormattedMessage id="brand.noDescription" />
          </p>
        )}
        {typeof brand?.productCount === 'number' ? (
          <p className={styles.meta}>
            <FormattedMessage id="brand.productCount" values={{ count: brand.productCount }} />
          </p>
        ) : null}
      </div>
    </header>
  );
}
