// `./SearchBox`: the search box the shell puts in its header (no props).
import { SearchBox } from '../features/search/search-box';
import { RemoteIntl } from '../intl';

export default function ExposedSearchBox() {
  return (
    <RemoteIntl>
      <SearchBox />
    </RemoteIntl>
  );
}
