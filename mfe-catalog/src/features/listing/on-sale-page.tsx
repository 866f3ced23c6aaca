import { FormattedMessage } from 'react-intl';
import { CatalogPage } from '../../components/page';
import { ListingHeader } from './listing-header';
import { ListingView } from './listing-view';

const BASE = { hasSalePrice: true } as const;

/** `/products/onsale` (SPEC §2 "Listing pages"). */
export default function OnSalePage() {
  return (
    <CatalogPage>
      <ListingHeader title={<FormattedMessage id="onSale.title" />} description={<FormattedMessage id="onSale.description" />} />
      <ListingView base={BASE} saleLocked emptyMessage={<FormattedMessage id="onSale.empty" />} />
    </CatalogPage>
  );
}
