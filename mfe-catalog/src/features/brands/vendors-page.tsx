import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { Spinner, truncateText } from '@manzil/shared';
import { CatalogPage } from '../../components/page';
import { ListingHeader } from '../listing';
import { BrandLogo } from './brand-logo';
import styles from './vendors-page.module.css';
import { useQuery } from '@manzil/shared/query';
import { brandsQuery } from '../../lib/catalog-queries';

/** `/vendors`: every brand, A to Z, with a quick name filter. */
export default function VendorsPage() {
  return (
    <CatalogPage>
      <Vendors />
    </CatalogPage>
  );
}

function Vendors() {
  const intl = useIntl();
  const inputId = useId();
  const [filter, setFilter] = useState('');
  const brands = useQuery(brandsQuery());
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return [...(brands.data ?? [])]
      .sort((a, b) => a.brandName.localeCompare(b.brandName))
      .filter((brand) => !needle || brand.brandName.toLowerCase().includes(needle));
  }, [brands.data, filter]);

  return (
    <>
      <ListingHeader title={<FormattedMessage id="vendors.title" />} description={<FormattedMessage id="vendors.description" />} />
      <div className={styles.tools}>
        <label htmlFor={inputId} className={styles.srOnly}>
          <FormattedMessage id="vendors.filterLabel" />
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.filter}
          value={filter}
          placeholder={intl.formatMessage({ id: 'vendors.filterLabel' })}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {brands.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'loading.brands' })} />
      ) : shown.length === 0 ? (
        <p className={styles.empty} role="status">
          <FormattedMessage id="vendors.empty" />
        </p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((brand) => (
            <li key={brand._id}>
              <Link to={`/vendor/${encodeURIComponent(brand._id)}`} className={styles.card}>
                <BrandLogo name={brand.brandName} logo={brand.brandlogo} size={64} />
                <span className={styles.body}>
                  <span className={styles.name}>
                    <bdi>{brand.brandName}</bdi>
                  </span>
                  {typeof brand.productCount === 'number' ? (
                    <span className={styles.count}>
                      <FormattedMessage id="brand.productCount" values={{ count: brand.productCount }} />
                    </span>
                  ) : null}
                  {brand.brandDescription ? (
                    <span className={styles.description} dir="auto">
                      {truncateText(brand.brandDescription, 90)}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
