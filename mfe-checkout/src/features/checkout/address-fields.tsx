import type { FormEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDisplayLocale } from '@manzil/shared';
import { FormTextField } from '@manzil/shared/form';
import type { CheckoutValues } from './checkout-form';
import { countryForDisplay, countryForStorage } from '@manzil/shared/countries';
import styles from './checkout.module.css';

/** The shipping address and phone of the checkout form; typing an address makes it a new one. */
export function AddressFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = useDisplayLocale();
  const { setValue } = useFormContext<CheckoutValues>();
  const optional = (
    <>
      {t('checkout.address2')} <span className={styles.optional}>{t('checkout.optional')}</span>
    </>
  );
  // Edits of the address (not of the phone) leave the saved address picked in the book.
  const typed = (event: FormEvent<HTMLFieldSetElement>) => {
    if ((event.target as HTMLInputElement).name.startsWith('shippingAddress.')) setValue('book.choice', 'new', { shouldDirty: true });
  };
  return (
    <fieldset className={styles.fieldset} onChange={typed}>
      <legend className={styles.legend}>
        <FormattedMessage id="checkout.shippingAddress" />
      </legend>
      <div className={styles.grid}>
        <FormTextField
          className={styles.wide}
          name="shippingAddress.address1"
          label={t('checkout.address1')}
          autoComplete="address-line1"
          required
        />
        <FormTextField className={styles.wide} name="shippingAddress.address2" label={optional} autoComplete="address-line2" />
        <FormTextField name="shippingAddress.city" label={t('checkout.city')} autoComplete="address-level2" required />
        <FormTextField
          name="shippingAddress.postalCode"
          label={t('checkout.postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          required
        />
        {/* Kept and sent as the English label addresses store ('Egypt'), shown in the shopper's language. */}
        <FormTextField
          name="shippingAddress.country"
          label={t('checkout.country')}
          autoComplete="country-name"
          required
          display={(stored) => countryForDisplay(stored, locale)}
          format={(typed) => countryForStorage(typed, locale)}
        />
        <FormTextField
          name="phoneNumber"
          type="tel"
          label={t('checkout.phone')}
          autoComplete="tel"
          required
          hint={t('checkout.phoneHint')}
        />
      </div>
    </fieldset>
  );
}
