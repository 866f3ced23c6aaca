import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@manzil/shared/router';
import { staffCan, type AdminPermission, type StaffRole } from '@manzil/shared/contract';
import { ApplicationsTab } from './applications-tab';
import { OrdersTab } from './orders-tab';
import { ProductsTab } from './products-tab';
import { PromoCodesTab } from './promo-codes-tab';
import { PromotionsTab } from './promotions-tab';
import { ReturnsTab } from './returns-tab';
import { StaffTab } from './staff-tab';
import { FinanceTab } from '../finance';
import styles from './admin.module.css';

/** The panel's sections (each names its tab `admin.tab.<value>`), each behind the permission its API routes need (STAFF_PERMISSIONS). */
export const TABS: { value: string; permission: AdminPermission; Panel: ComponentType }[] = [
  { value: 'applications', permission: 'applications', Panel: ApplicationsTab },
  { value: 'products', permission: 'catalog', Panel: ProductsTab },
  { value: 'promotions', permission: 'catalog', Panel: PromotionsTab },
  { value: 'promo-codes', permission: 'promo-codes', Panel: PromoCodesTab },
  { value: 'orders', permission: 'orders', Panel: OrdersTab },
  { value: 'returns', permission: 'returns', Panel: ReturnsTab },
  { value: 'staff', permission: 'staff', Panel: StaffTab },
  { value: 'finance', permission: 'finance', Panel: FinanceTab },
];

/**
 * The admin panel (SPEC §2 /adminpanel): Radix Tabs of the sections the staff member's role may
 * open. The open tab is kept in the address (`?tab=`), so a reload or a shared link keeps it.
 */
export function AdminTabs({ role }: { role: StaffRole }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((t) => staffCan(role, t.permission));
  const asked = params.get('tab');
  const current = tabs.some((t) => t.value === asked) ? asked! : tabs[0]!.value;
  return (
    <Tabs.Root value={current} onValueChange={(value) => setParams({ tab: value }, { replace: true })} className={styles.tabs}>
      <Tabs.List aria-label={intl.formatMessage({ id: 'admin.tabs' })} className={styles.tabList}>
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} className={styles.tab}>
            <FormattedMessage id={`admin.tab.${t.value}`} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ value, Panel }) => (
        <Tabs.Content key={value} value={value} className={styles.section}>
          <h2 className={styles.heading}>
            <FormattedMessage id={`admin.tab.${value}`} />
          </h2>
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
