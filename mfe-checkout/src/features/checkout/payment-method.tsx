import * as RadioGroup from '@radix-ui/react-radio-group';
import { useEffect } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { COD_LIMIT_EGP, formatPriceLE, useSavedCards, useDisplayLocale } from '@manzil/shared';
import { useFieldError } from '@manzil/shared/form';
import { COD_UNAVAILABLE, type CheckoutValues, type PaymentKind } from './checkout-form';
import { NewCardFields } from './new-card-fields';
import styles from './payment-method.module.css';

interface PaymentMethodProps {
  userId: string;
  /** False when the server's total is above the cash-on-delivery cap. */
  codAvailable: boolean;
}

function Option({ value, title, hint, disabled }: { value: PaymentKind; title: string; hint: React.ReactNode; disabled?: boolean }) {
  return (
    <label className={`${styles.option} ${disabled ? styles.disabled : ''}`}>
      <RadioGroup.Item className={styles.radio} value={value} disabled={disabled}>
        <RadioGroup.Indicator className={styles.dot} />
      </RadioGroup.Item>
      <span>
        <span className={styles.optionTitle}>{title}</span>
        <span className={styles.optionHint}>{hint}</span>
      </span>
    </label>
  );
}

/**
 * Payment: cash on delivery (up to EGP 25,000 an order; above it the option says why
 * it is unavailable), one of the shopper's saved cards (their default one chosen to start with), or
 * a new card with 'Save this card'. Fields `payment.kind` and `payment.cardId` of the checkout form.
 */
export function PaymentMethod({ userId, codAvailable }: PaymentMethodProps) {
  const locale = useDisplayLocale();
  const intl = useIntl();
  const cards = useSavedCards(userId);
  const list = cards.data ?? [];
  const legend = intl.formatMessage({ id: 'checkout.payment' });
  const limit = formatPriceLE(COD_LIMIT_EGP, locale);
  const { control, clearErrors, formState } = useFormContext<CheckoutValues>();
  const { field: kind } = useController({ control, name: 'payment.kind' });
  const { field: cardId } = useController({ control, name: 'payment.cardId' });
  const cardError = useFieldError('payment.cardId');
  // 'Saved card' starts on the shopper's default card (else the first), so Place order needs no
  // extra click; a card the shopper picked, still among their cards, is kept.
  const preferred = (list.find((card) => card.default) ?? list[0])?._id;
  const picked = list.some((card) => card._id === cardId.value);
  const { onChange: pickCard } = cardId;
  useEffect(() => {
    if (kind.value === 'saved-card' && !picked && preferred) pickCard(preferred);
  }, [kind.value, picked, preferred, pickCard]);
  const error = (text?: string) => (text ? <p className={styles.error}>{text}</p> : null);
  const methodError = get(formState.errors, 'payment.kind') ? intl.formatMessage({ id: COD_UNAVAILABLE }, { limit }) : undefined;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <RadioGroup.Root
        className={styles.options}
        value={kind.value}
        onValueChange={(value) => {
          // Another method: the last one's complaints no longer apply.
          clearErrors('payment');
          kind.onChange(value as PaymentKind);
        }}
        aria-label={legend}
      >
        <Option
          value="cash-on-delivery"
          title={intl.formatMessage({ id: 'checkout.cod' })}
          hint={
            codAvailable
              ? intl.formatMessage({ id: 'checkout.codHint' }, { limit })
              : intl.formatMessage({ id: COD_UNAVAILABLE }, { limit })
          }
          disabled={!codAvailable}
        />
        <Option
          value="saved-card"
          title={intl.formatMessage({ id: 'checkout.savedCard' })}
          hint={intl.formatMessage({ id: 'checkout.cardHint' })}
        />
        <Option
          value="new-card"
          title={intl.formatMessage({ id: 'checkout.newCard' })}
          hint={intl.formatMessage({ id: 'checkout.newCardHint' })}
        />
      </RadioGroup.Root>
      {error(methodError)}
      {kind.value === 'saved-card' ? (
        <div className={styles.cards}>
          {cards.isPending ? (
            <p className={styles.note}>
              <FormattedMessage id="checkout.cardsLoading" />
            </p>
          ) : list.length === 0 ? (
            <p className={styles.note}>
              <FormattedMessage id="checkout.noCards" />
            </p>
          ) : (
            <RadioGroup.Root
              className={styles.cardList}
              value={cardId.value}
              onValueChange={cardId.onChange}
              aria-label={intl.formatMessage({ id: 'checkout.savedCard' })}
            >
              {list.map((card) => (
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
          {error(cardError)}
        </div>
      ) : null}
      {kind.value === 'new-card' ? <NewCardFields /> : null}
    </fieldset>
  );
}
