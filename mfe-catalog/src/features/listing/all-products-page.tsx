import { FormattedMessage } from 'react-intl';
import { useSearchParams } from '@manzil/shared/router';
import { CatalogPage } from '../../components/page';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useIntl } from 'react-intl';
import { ListingHeader } from './listing-header';
import { ListingView } from './listing-view';

const BASE = {} as const;

/** `/ProductsPage`: every product, or the results of a search (`?q=`, from the search box's Enter). */
export default function AllProductsPage() {
  return (
    <CatalogPage>
      <AllProducts />
    </CatalogPage>
  );
}

function AllProducts() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  return (
    <>
      <Breadcrumbs items={[{ label: intl.formatMessage({ id: 'allProducts.title' }) }]} />
      {q ? (
        <ListingHeader title={<FormattedMessage id="search.resultsTitle" values={{ q }} />} />
      ) : (
        <ListingHeader
          title={<FormattedMessage id="allProducts.title" />}
          description={<FormattedMessage id="allProducts.description" />}
        />
      )}
      <ListingView
        base={BASE}
        emptyMessage={q ? <FormattedMessage id="search.noResults" values={{ q }} /> : <FormattedMessage id="grid.empty" />}
      />
    </>
  );
}
