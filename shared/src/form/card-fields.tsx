import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { detectCardType, formatCardNumber, formatCvvInput, formatExpiryInput } from '@manzil/shared';
import { FormTextField } from './form-text-field';
import styles from './card-fields.module.css';

/**
 * The message ids CardFields reads from the page's react-intl messages: `card.number`
 * ('Card number'), `card.type` ('Card type: {cardType}'), `card.expiry` ('Expiry date (MM/YY)')
 * and `card.cvv` ('CVV').
 */
export const CARD_FIELDS_MESSAGE_IDS = ['card.number', 'card.type', 'card.expiry', 'card.cvv'] as const;

/** Props of CardFields. */
export interface CardFieldsProps {
  /** Path of the card's object in the form's schema (`payment.newCard`); none when its fields are at the top. */
  name?: string;
  /** While typing, the message id to show under the expiry (e.g. a month already past), before the form's own error. */
  liveExpiry?: (value: string) => string | undefined;
  /** Class of the card-type line under the number. */
  typeClassName?: string;
}

/**
 * A card's fields inside a `Form` (SPEC §5): the number grouped by four as typed with its type
 * shown, the expiry as MM/YY, the CVV (3–4 digits), bound to `<name>.cardNumber`, `.expiryDate`
 * and `.cvv`. The form's schema checks them (the contract's card rules); these fields only
 * format. The number and CVV live in the form's state alone: the caller sends them to the API,
 * which hands them to the payment gateway and keeps the last four digits. Texts:
 * CARD_FIELDS_MESSAGE_IDS.
 */
export function CardFields({ name, liveExpiry, typeClassName }: CardFieldsProps) {
  const intl = useIntl();
  const path = (field: string) => (name ? `${name}.${field}` : field);
  const { control } = useFormContext();
  const number = (useWatch({ control, name: path('cardNumber') }) as string | undefined) ?? '';
  const type = intl.formatMessage({ id: 'card.type' }, { cardType: detectCardType(number) });
  const liveError = liveExpiry
    ? (value: string) => {
        const id = liveExpiry(value);
        return id ? intl.formatMessage({ id }) : undefined;
      }
    : undefined;
  // What the three inputs have in common: a path, a label, digits formatted as typed, a length cap.
  const input = (field: string, label: string, format: (value: string) => string, autoComplete: string, maxLength: number) => ({
    name: path(field),
    label: intl.formatMessage({ id: label }),
    format,
    inputMode: 'numeric' as const,
    autoComplete,
    maxLength,
    required: true,
  });
  return (
    <>
      <FormTextField
        {...input('cardNumber', 'card.number', formatCardNumber, 'cc-number', 19)}
        placeholder="1234 5678 9012 3456"
        hint={typeClassName ? <span className={typeClassName}>{type}</span> : type}
      />
      <div className={styles.pair}>
        <FormTextField {...input('expiryDate', 'card.expiry', formatExpiryInput, 'cc-exp', 5)} placeholder="MM/YY" liveError={liveError} />
        <FormTextField {...input('cvv', 'card.cvv', formatCvvInput, 'cc-csc', 4)} />
      </div>
    </>
  );
}
