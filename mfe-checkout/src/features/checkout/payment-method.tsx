import * as RadioGroup from '@radix-ui/react-radio-group';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Card, PlaceOrderInput } from '@manzil/shared';
import styles from './payment-method.module.css';

interface PaymentMethodProps {
  method: PlaceOrderInput['paymentMethod'];
  cardId: string;
  cards: Card[];
  cardsLoading: boolean;
  cardError?: string;
  onMethodChange: (method: PlaceOrderInput['paymentMethod']) => void;
  onCardChange: (cardId: string) => void;
}

/** Payment: cash on delivery, or one of the shopper's saved cards (Radix radio groups). */
export function PaymentMethod({ method, cardId, cards, cardsLoading, cardError, onMethodChange, onCardChange }: PaymentMethodProps) {
  const intl = useIntl();
  const legend = intl.formatMessage({ id: 'checkout.payment' });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <RadioGroup.Root
        className={styles.options}
        value={method}
        onValueChange={(value) => onMethodChange(value as PlaceOrderInput['paymentMethod'])}
        aria-label={legend}
      >
        <label className={styles.option}>
          <RadioGroup.Item className={styles.radio} value="cash-on-delivery">
            <RadioGroup.Indicator className={styles.dot} />
          </RadioGroup.Item>
          <span>
            <span className={styles.optionTitle}>
              <FormattedMessage id="checkout.cod" />
            </span>
            <span className={styles.optionHint}>
              <FormattedMessage id="checkout.codHint" />
            </span>
          </span>
        </label>
        <label className={styles.option}>
          <RadioGroup.Item className={styles.radio} value="card">
            <RadioGroup.Indicator className={styles.dot} />
          </RadioGroup.Item>
          <span>
            <span className={styles.optionTitle}>
              <FormattedMessage id="checkout.card" />
            </span>
            <span className={styles.optionHint}>
              <FormattedMessage id="checkout.cardHint" />
            </span>
          </span>
        </label>
      </RadioGroup.Root>
      {method === 'card' ? (
        <div className={styles.cards}>
          {cardsLoading ? (
            <p className={styles.note}>
              <FormattedMessage id="checkout.cardsLoading" />
            </p>
          ) : cards.length === 0 ? (
            <p className={styles.note}>
              <FormattedMessage id="checkout.noCards" />
            </p>
          ) : (
            <RadioGroup.Root
              className={styles.cardList}
              value={cardId}
              onValueChange={onCardChange}
              aria-label={intl.formatMessage({ id: 'checkout.card' })}
            >
              {cards.map((card) => (
                <label key={card._id} className={styles.cardOption}>
                  <RadioGroup.Item className={styles.radio} value={card._id}>
                    <RadioGroup.Indicator className={styles.dot} />
                  </RadioGroup.Item>
                  <FormattedMessage
                    id="checkout.cardOption"
                    values={{ cardType: card.cardType, cardNumber: card.cardNumber, expiryDate: card.expiryDate }}
                  />
                </label>
              ))}
            </RadioGroup.Root>
          )}
          {cardError ? <p className={styles.error}>{cardError}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}
