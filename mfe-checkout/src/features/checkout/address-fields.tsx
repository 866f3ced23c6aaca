import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '@manzil/shared';
import styles from './checkout.module.css';

/** The shipping address and phone of the checkout form (fields of the enclosing Form). */
export function AddressFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const optional = (
    <>
      {t('checkout.address2')} <span className={styles.optional}>{t('checkout.optional')}</span>
    </>
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <FormattedMessage id="checkout.shippingAddress" />
      </legend>
      <div className={styles.grid}>
        <FormTextField className={styles.wide} name="shippingAddress.address1" label={t('checkout.address1')} autoComplete="address-line1" required />
        <FormTextField className={styles.wide} name="shippingAddress.address2" label={optional} autoComplete="address-line2" />
        <FormTextField name="shippingAddress.city" label={t('checkout.city')} autoComplete="address-level2" required />
        <FormTextField name="shippingAddress.postalCode" label={t('checkout.postalCode')} autoComplete="postal-code" inputMode="numeric" required />
        <FormTextField name="shippingAddress.country" label={t('checkout.country')} autoComplete="country-name" required />
        <FormTextField name="phoneNumber" type="tel" label={t('checkout.phone')} autoComplete="tel" required hint={t('checkout.phoneHint')} />
      </div>
    </fieldset>
  );
}
