import type { FavoritesPanelProps } from '@manzil/shared';
import { FavoritesSheet } from '../features/favorites/favorites-panel';
import { RemoteIntl } from '../intl';

/** `account/FavoritesPanel`: the header's favorites panel (SPEC §2), in this remote's own messages. */
export default function FavoritesPanel(props: FavoritesPanelProps) {
  return (
    <RemoteIntl>
      <FavoritesSheet {...props} />
    </RemoteIntl>
  );
}
