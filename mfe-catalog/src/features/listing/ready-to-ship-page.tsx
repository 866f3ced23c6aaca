import { FormattedMessage } from 'react-intl';
import { CatalogPage } from '../../components/page';
import { ListingHeader } from './listing-header';
import { ListingView } from './listing-view';

const BASE = { readyToShip: true } as const;

/** `/products/readytoship` (SPEC §2 "Listing pages"). */
export default function ReadyToShipPage() {
  return (
    <CatalogPage>
      <ListingHeader title={<FormattedMessage id="readyToShip.title" />} description={<FormattedMessage id="readyToShip.description" />} />
      <ListingView base={BASE} emptyMessage={<FormattedMessage id="readyToShip.empty" />} />
    </CatalogPage>
  );
}
