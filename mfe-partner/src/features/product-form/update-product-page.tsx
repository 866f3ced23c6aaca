import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from '@manzil/shared/router';
import { Spinner } from '@manzil/shared';
import { useVendorBrands, useVendorProduct } from '../vendor-api';
import { VendorPage } from '../vendor-area';
import { vendor_uiStyles as styles } from '../vendor-area';
import { ApprovalSummary } from './approval-summary';
import { ProductForm } from './product-form';

function UpdateProduct() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const brands = useVendorBrands();
  const product = useVendorProduct(id);
  const [saved, setSaved] = useState(false);
  if (brands.isPending || (id && product.isPending)) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (id && product.isError) {
    return (
      <p role="alert" className={styles.error}>
        <FormattedMessage id="product.notFound" />
      </p>
    );
  }
  const current = id ? (product.data ?? null) : null;
  return (
    <section className={styles.panel} aria-labelledby="product-title">
      <h1 id="product-title" className={styles.title}>
        <FormattedMessage id={current ? 'product.editTitle' : 'product.newTitle'} />
      </h1>
      {brands.data && brands.data.length === 0 ? (
        <p className={styles.notice}>
          <FormattedMessage id="product.needBrand" />{' '}
          <Link to="/addbrand">
            <FormattedMessage id="vendor.nav.addBrand" />
          </Link>
        </p>
      ) : null}
      {saved ? (
        <p className={styles.success} role="status">
          <FormattedMessage id="product.saved" />
        </p>
      ) : null}
      {current ? <ApprovalSummary approval={current.approval} /> : null}
      <ProductForm
        key={current ? `${current.product._id}-${saved}` : 'new'}
        current={current}
        brands={brands.data ?? []}
        onSaved={(result) => {
          setSaved(true);
          if (!id) void navigate(`/update-product?id=${result.product._id}`, { replace: true });
        }}
      />
    </section>
  );
}

/** /update-product: a new product, or with ?id= the vendor's product to edit. */
export default function UpdateProductPage() {
  return <VendorPage>{() => <UpdateProduct />}</VendorPage>;
}
