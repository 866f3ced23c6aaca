import type { AccountMenuProps } from '@manzil/shared';
import { AccountMenuButton } from '../features/menu/account-menu';
import { RemoteIntl } from '../intl';

/** `account/AccountMenu`: the header's avatar with its menu (My Account, Logout). */
export default function AccountMenu(props: AccountMenuProps) {
  return (
    <RemoteIntl>
      <AccountMenuButton {...props} />
    </RemoteIntl>
  );
}
