import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { detectCardType, formatCardNumber, formatCvvInput, formatExpiryInput } from '@manzil/shared';
import { FormTextField } from '@manzil/shared/form';
import type { CheckoutValues } from './checkout-form';
import styles from './payment-method.module.css';

/**
 * A new card at checkout (SPEC §5 rules, checked by the contract's card schema): number grouped
 * by 4 as typed with its type, MM/YY, CVV, and 'Save this card'. The number and CVV go to the API
 * only with the order, straight on to the payment gateway.
 */
export function NewCardFields() {
  const intl = useIntl();
  const { control, register } = useFormContext<CheckoutValues>();
  const cardNumber = useWatch({ control, name: 'payment.newCard.cardNumber' }) ?? '';
  return (
    <div className={`${styles.cards} ${styles.newCard}`}>
      <FormTextField
        name="payment.newCard.cardNumber"
        label={intl.formatMessage({ id: 'checkout.card.number' })}
        format={formatCardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={19}
        placeholder="1234 5678 9012 3456"
        hint={intl.formatMessage({ id: 'checkout.card.type' }, { cardType: detectCardType(cardNumber) })}
        required
      />
      <div className={styles.pair}>
        <FormTextField
          name="payment.newCard.expiryDate"
          label={intl.formatMessage({ id: 'checkout.card.expiry' })}
          format={formatExpiryInput}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          placeholder="MM/YY"
          required
        />
        <FormTextField
          name="payment.newCard.cvv"
          label={intl.formatMessage({ id: 'checkout.card.cvv' })}
          format={formatCvvInput}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
        />
      </div>
      <label className={styles.save}>
        <input type="checkbox" {...register('payment.saveCard')} />
        {intl.formatMessage({ id: 'checkout.card.save' })}
      </label>
    </div>
  );
}
