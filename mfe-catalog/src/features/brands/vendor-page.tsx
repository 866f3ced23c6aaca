import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from '@manzil/shared/router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ErrorState } from '../../components/error-state';
import { NotFoundState } from '../../components/not-found-state';
import { CatalogPage } from '../../components/page';
import { isNotFound } from '../../lib/api-errors';
import { ListingView } from '../listing';
import { BrandBanner } from './brand-banner';
import { useQuery } from '@manzil/shared/query';
import { brandQuery } from '../../lib/catalog-queries';

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
  const brand = useQuery(brandQuery(id));
  const base = useMemo(() => ({ brandId: id }), [id]);

  if (brand.isError && isNotFound(brand.error)) return <NotFoundState titleId="notFound.brand" />;
  if (brand.isError && !brand.data) return <ErrorState onRetry={() => void brand.refetch()} />;

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
