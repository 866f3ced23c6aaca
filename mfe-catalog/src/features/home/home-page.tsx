import { FormattedMessage } from 'react-intl';
import { RemoteIntl } from '../../intl';

export default function HomePage() {
  return (
    <RemoteIntl>
      <h1>
        <FormattedMessage id="home.title" />
      </h1>
    </RemoteIntl>
  );
}
