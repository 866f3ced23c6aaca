import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CardFields } from '@manzil/shared/form';
import type { CheckoutValues } from './checkout-form';
import styles from './payment-method.module.css';

/**
 * A new card at checkout (SPEC §5 rules, checked by the contract's card schema): number grouped
 * by 4 as typed with its type, MM/YY, CVV, and 'Save this card'. The number and CVV go to the API
 * only with the order, straight on to the payment gateway.
 */
export function NewCardFields() {
  const intl = useIntl();
  const { register } = useFormContext<CheckoutValues>();
  return (
    <div className={`${styles.cards} ${styles.newCard}`}>
      <CardFields name="payment.newCard" />
      <label className={styles.save}>
        <input type="checkbox" {...register('payment.saveCard')} />
        {intl.formatMessage({ id: 'checkout.card.save' })}
      </label>
    </div>
  );
}
