// `./SearchBox`: the search box the shell puts in its header (no props).
import { SearchBox } from '../features/search/search-box';
import { SearchBoxIntl } from '../search-intl';

export default function ExposedSearchBox() {
  return (
    <SearchBoxIntl>
      <SearchBox />
    </SearchBoxIntl>
  );
}
