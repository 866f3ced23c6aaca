import * as RadioGroup from '@radix-ui/react-radio-group';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShippingAddress } from '@manzil/shared';
import type { AddressBook } from './use-address-book';
import styles from './payment-method.module.css';

/** One line for a saved address: line 1, city and postal code, country. */
const summary = (a: ShippingAddress) => [a.address1, a.address2, `${a.city} ${a.postalCode}`, a.country].filter(Boolean).join(', ');

/**
 * The shopper's saved addresses at checkout (issue 10): the default is preselected, another can
 * be picked (its fields fill the form), or a new one typed — and kept in the book if the shopper
 * ticks 'Save this address to my address book'.
 */
export function AddressBookPicker({ book, onPick }: { book: AddressBook; onPick: (address: ShippingAddress | null) => void }) {
  const intl = useIntl();
  const legend = intl.formatMessage({ id: 'checkout.book.legend' });
  if (book.addresses.length === 0) return <SaveNewBox book={book} />;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <RadioGroup.Root
        className={styles.options}
        value={book.choice}
        aria-label={legend}
        onValueChange={(value) => {
          book.choose(value);
          onPick(book.addresses.find((a) => a._id === value) ?? null);
        }}
      >
        {book.addresses.map((address, index) => (
          <label key={address._id} className={styles.option}>
            <RadioGroup.Item className={styles.radio} value={address._id}>
              <RadioGroup.Indicator className={styles.dot} />
            </RadioGroup.Item>
            <span>
              <span className={styles.optionTitle}>
                {address.label || intl.formatMessage({ id: 'checkout.book.fallbackLabel' }, { n: index + 1 })}
                {address.isDefault ? ` · ${intl.formatMessage({ id: 'checkout.book.default' })}` : ''}
              </span>
              <span className={styles.optionHint}>{summary(address)}</span>
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
      <SaveNewBox book={book} />
    </fieldset>
  );
}

function SaveNewBox({ book }: { book: AddressBook }) {
  if (book.choice !== 'new') return null;
  return (
    <label className={styles.saveNew}>
      <input type="checkbox" checked={book.saveNew} onChange={(event) => book.setSaveNew(event.target.checked)} />
      <FormattedMessage id="checkout.book.save" />
    </label>
  );
}
