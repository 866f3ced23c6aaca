import { useIntl } from 'react-intl';
import { detectCardType, formatCardNumber, formatExpiryInput, TextField } from '@manzil/shared';
import type { PaymentChoice } from './payment-choice';
import styles from './payment-method.module.css';

/**
 * A new card at checkout (SPEC §5 rules): number grouped by 4 as typed with its type, MM/YY, CVV,
 * and 'Save this card'. The number and CVV go to the API only with the order, straight on to
 * the payment gateway.
 */
export function NewCardFields({ payment }: { payment: PaymentChoice }) {
  const intl = useIntl();
  const t = (id?: string) => (id ? intl.formatMessage({ id }) : undefined);
  const { card, errors } = payment;
  return (
    <div className={`${styles.cards} ${styles.newCard}`}>
      <TextField
        label={intl.formatMessage({ id: 'checkout.card.number' })}
        value={card.cardNumber}
        onValueChange={(value) => payment.setCard('cardNumber', formatCardNumber(value))}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={19}
        placeholder="1234 5678 9012 3456"
        hint={intl.formatMessage({ id: 'checkout.card.type' }, { cardType: detectCardType(card.cardNumber) })}
        error={t(errors.cardNumber)}
        required
      />
      <div className={styles.pair}>
        <TextField
          label={intl.formatMessage({ id: 'checkout.card.expiry' })}
          value={card.expiryDate}
          onValueChange={(value) => payment.setCard('expiryDate', formatExpiryInput(value))}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          placeholder="MM/YY"
          error={t(errors.expiryDate)}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'checkout.card.cvv' })}
          value={card.cvv}
          onValueChange={(value) => payment.setCard('cvv', value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={t(errors.cvv)}
          required
        />
      </div>
      <label className={styles.save}>
        <input type="checkbox" checked={card.saveCard} onChange={(event) => payment.setCard('saveCard', event.target.checked)} />
        {intl.formatMessage({ id: 'checkout.card.save' })}
      </label>
    </div>
  );
}
