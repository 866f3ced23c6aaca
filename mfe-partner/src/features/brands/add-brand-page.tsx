import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from '@manzil/shared/router';
import { Spinner, imageUrl } from '@manzil/shared';
import { useVendorBrands } from '../vendor-api';
import { VendorPage } from '../vendor-area';
import { vendor_uiStyles as styles } from '../vendor-area';
import { BrandForm } from './brand-form';

function Brands() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const brands = useVendorBrands();
  const [saved, setSaved] = useState<string | null>(null);
  const editing = brands.data?.find((b) => b._id === params.get('id')) ?? null;
  return (
    <section className={styles.panel} aria-labelledby="brands-title">
      <h1 id="brands-title" className={styles.title}>
        <FormattedMessage id="brand.title" />
      </h1>
      {brands.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {brands.data && brands.data.length === 0 ? (
        <p className={styles.lead}>
          <FormattedMessage id="brand.none" />
        </p>
      ) : null}
      {brands.data && brands.data.length > 0 ? (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'brand.yours' })}>
          {brands.data.map((brand) => (
            <li key={brand._id} className={styles.row}>
              <span className={styles.actions}>
                <img className={styles.thumb} src={imageUrl(brand.brandlogo)} alt="" />
                <span>
                  <strong>
                    <bdi>{brand.brandName}</bdi>
                  </strong>
                  <br />
                  <span className={styles.muted} dir="auto">
                    {brand.brandDescription}
                  </span>
                </span>
              </span>
              <span className={styles.actions}>
                <Link to={`/vendor/${brand._id}`}>
                  <FormattedMessage id="brand.view" />
                </Link>
                <Link
                  to={`/addbrand?id=${brand._id}`}
                  aria-label={intl.formatMessage({ id: 'brand.editNamed' }, { name: brand.brandName })}
                >
                  <FormattedMessage id="brand.edit" />
                </Link>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {saved ? (
        <p className={styles.success} role="status">
          <FormattedMessage id="brand.saved" values={{ name: saved }} />
        </p>
      ) : null}
      {editing ? (
        <Link to="/addbrand">
          <FormattedMessage id="brand.newInstead" />
        </Link>
      ) : null}
      <BrandForm brand={editing} onSaved={(brand) => setSaved(brand.brandName)} />
    </section>
  );
}

/** /addbrand: the vendor's brands, a form to add one, and (with ?id=) to edit one. */
export default function AddBrandPage() {
  return <VendorPage>{() => <Brands />}</VendorPage>;
}
