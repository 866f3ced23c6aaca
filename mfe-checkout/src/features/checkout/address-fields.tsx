import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@manzil/shared';
import type { CheckoutField, CheckoutValues } from './checkout-form';
import styles from './checkout.module.css';

interface AddressFieldsProps {
  values: CheckoutValues;
  errors: Partial<Record<CheckoutField, string>>;
  onChange: (field: CheckoutField, value: string) => void;
}

/** The shipping address and phone of the checkout form. */
export function AddressFields({ values, errors, onChange }: AddressFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const error = (field: CheckoutField) => (errors[field] ? t(errors[field]!) : undefined);
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
        <TextField
          className={styles.wide}
          name="address1"
          label={t('checkout.address1')}
          autoComplete="address-line1"
          required
          value={values.address1}
          onValueChange={(v) => onChange('address1', v)}
          error={error('address1')}
        />
        <TextField
          className={styles.wide}
          name="address2"
          label={optional}
          autoComplete="address-line2"
          value={values.address2}
          onValueChange={(v) => onChange('address2', v)}
        />
        <TextField
          name="city"
          label={t('checkout.city')}
          autoComplete="address-level2"
          required
          value={values.city}
          onValueChange={(v) => onChange('city', v)}
          error={error('city')}
        />
        <TextField
          name="postalCode"
          label={t('checkout.postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          required
          value={values.postalCode}
          onValueChange={(v) => onChange('postalCode', v)}
          error={error('postalCode')}
        />
        <TextField
          name="country"
          label={t('checkout.country')}
          autoComplete="country-name"
          required
          value={values.country}
          onValueChange={(v) => onChange('country', v)}
          error={error('country')}
        />
        <TextField
          name="phone"
          type="tel"
          label={t('checkout.phone')}
          autoComplete="tel"
          required
          value={values.phone}
          onValueChange={(v) => onChange('phone', v)}
          hint={t('checkout.phoneHint')}
          error={error('phone')}
        />
      </div>
    </fieldset>
  );
}
