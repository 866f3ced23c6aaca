import * as RadioGroup from '@radix-ui/react-radio-group';
import { useController, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDisplayLocale, type Locale, type ShippingAddress } from '@manzil/shared';
import { addressFields, type CheckoutValues } from './checkout-form';
import { countryForDisplay } from '@manzil/shared/countries';
import styles from './payment-method.module.css';

/** One line for a saved address: line 1, city and postal code, country (in the shopper's language). */
const summary = (a: ShippingAddress, locale: Locale) =>
  [a.address1, a.address2, `${a.city} ${a.postalCode}`, countryForDisplay(a.country, locale)].filter(Boolean).join(', ');

/**
 * The shopper's saved addresses at checkout: the default is preselected, another can
 * be picked (its fields fill the form), or a new one typed — and kept in the book if the shopper
 * ticks 'Save this address to my address book'. Fields `book.choice` and `book.save` of the form.
 */
export function AddressBookPicker({ addresses }: { addresses: ShippingAddress[] }) {
  const intl = useIntl();
  const locale = useDisplayLocale();
  const { control, getValues, setValue, formState } = useFormContext<CheckoutValues>();
  const { field: choice } = useController({ control, name: 'book.choice' });
  const legend = intl.formatMessage({ id: 'checkout.book.legend' });
  if (addresses.length === 0) return <SaveNewBox />;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <RadioGroup.Root
        className={styles.options}
        value={choice.value}
        aria-label={legend}
        onValueChange={(value) => {
          choice.onChange(value);
          const address = addresses.find((a) => a._id === value);
          if (address)
            setValue('shippingAddress', addressFields(address, getValues('shippingAddress.country')), {
              shouldDirty: true,
              shouldValidate: formState.isSubmitted,
            });
        }}
      >
        {addresses.map((address, index) => (
          <label key={address._id} className={styles.option}>
            <RadioGroup.Item className={styles.radio} value={address._id}>
              <RadioGroup.Indicator className={styles.dot} />
            </RadioGroup.Item>
            <span>
              <span className={styles.optionTitle}>
                {address.label || intl.formatMessage({ id: 'checkout.book.fallbackLabel' }, { n: index + 1 })}
                {address.isDefault ? ` · ${intl.formatMessage({ id: 'checkout.book.default' })}` : ''}
              </span>
              <span className={styles.optionHint}>{summary(address, locale)}</span>
            </span>
          </label>
        ))}
        <label className={styles.option}>
          <RadioGroup.Item className={styles.radio} value="new">
            <RadioGroup.Indicator className={styles.dot} />
          </RadioGroup.Item>
          <span className={styles.optionTitle}>
            <FormattedMessage id="checkout.book.new" />
          </span>
        </label>
      </RadioGroup.Root>
      <SaveNewBox />
    </fieldset>
  );
}

/** 'Save this address to my address book', while the address is a new one. */
function SaveNewBox() {
  const { control, register } = useFormContext<CheckoutValues>();
  const { field: choice } = useController({ control, name: 'book.choice' });
  if (choice.value !== 'new') return null;
  return (
    <label className={styles.saveNew}>
      <input type="checkbox" {...register('book.save')} />
      <FormattedMessage id="checkout.book.save" />
    </label>
  );
}
