import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getBrand } from '@manzil/shared';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ErrorState } from '../../components/error-state';
import { NotFoundState } from '../../components/not-found-state';
import { CatalogPage } from '../../components/page';
import { isNotFound } from '../../lib/api-errors';
import { useFetch } from '../../lib/use-fetch';
import { ListingView } from '../listing/listing-view';
import { BrandBanner } from './brand-banner';

/** `/vendor/{id}`: the brand banner above the brand's products (with filters, sort and pages). */
export default function VendorPage() {
  return (
    <CatalogPage>
      <Vendor />
    </CatalogPage>
  );
}

function Vendor() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const brand = useFetch('Failed to load the brand', () => getBrand(id), [id]);
  const base = useMemo(() => ({ brandId: id }), [id]);

  if (brand.status === 'error' && isNotFound(brand.error)) return <NotFoundState titleId="notFound.brand" />;
  if (brand.status === 'error' && !brand.data) return <ErrorState onRetry={brand.retry} />;

  return (
    <>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage({ id: 'vendors.title' }), to: '/vendors' },
          { label: brand.data?.brandName || intl.formatMessage({ id: 'brand.noName' }) },
        ]}
      />
      {brand.data ? <BrandBanner brand={brand.data} /> : <div style={{ minHeight: 160 }} />}
      <ListingView base={base} hideBrands emptyMessage={<FormattedMessage id="grid.empty" />} />
    </>
  );
}
