import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from '@manzil/shared/router';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { NotFoundState } from '../../components/not-found-state';
import { CatalogPage } from '../../components/page';
import { isNotFound } from '../../lib/api-errors';
import { ListingHeader } from './listing-header';
import { ListingView } from './listing-view';
import { useQuery } from '@manzil/shared/query';
import { productTypeQuery } from '../../lib/catalog-queries';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `/products/{typeId}/{typeName}`: the products of one type, with the type's place in the tree. */
export default function TypeProductsPage() {
  return (
    <CatalogPage>
      <TypeProducts />
    </CatalogPage>
  );
}

function TypeProducts() {
  const { typeId = '', typeName = '' } = useParams();
  // The listing and the type's details load side by side: no waterfall.
  const type = useQuery(productTypeQuery(typeId));
  const base = useMemo(() => ({ typeId }), [typeId]);

  if (type.isError && isNotFound(type.error)) return <NotFoundState titleId="notFound.type" />;

  const detail = type.data;
  const name = detail?.name ?? decode(typeName);
  const crumbs: Crumb[] = detail
    ? [
        { label: detail.category.name, to: `/category/${encodeURIComponent(detail.category._id)}/subcategories` },
        { label: detail.subCategory.name, to: `/types/${encodeURIComponent(detail.subCategory._id)}` },
        { label: detail.name },
      ]
    : [{ label: name }];

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <ListingHeader eyebrow={detail?.subCategory.name} title={name} />
      <ListingView base={base} emptyMessage={<FormattedMessage id="grid.empty" />} />
    </>
  );
}
