import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useIntl } from 'react-intl';
import { useNavigate } from '@manzil/shared/router';
import type { AccountMenuProps } from '@manzil/shared';
import { useSession } from '../../lib/use-store-value';
import { useLogout } from '../session';
import styles from './account-menu.module.css';

/** The header's avatar (the first name's initial) with its menu: My Account, Logout (SPEC §2). */
export function AccountMenuButton({ onAction }: AccountMenuProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const logout = useLogout(onAction);
  if (!session) return null;
  const name = `${session.firstName ?? ''} ${session.lastName ?? ''}`.trim() || session.email;
  const initial = (session.firstName || session.email || '?').trim().charAt(0).toUpperCase();

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.avatar} aria-label={intl.formatMessage({ id: 'menu.label' }, { name })}>
        <span aria-hidden="true">{initial}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.who}>
            <span className={styles.name}>{name}</span>
            <span className={styles.email}>{session.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item
            className={styles.item}
            onSelect={() => {
              void navigate('/myaccount');
              onAction?.();
            }}
          >
            {intl.formatMessage({ id: 'menu.myAccount' })}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} onSelect={() => void logout()}>
            {intl.formatMessage({ id: 'menu.logout' })}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
