import { useSetAtom } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ApiError, bus, type CartItem, type CheckoutOrder, errorText, placeOrder, sessionStore, type UserSession } from '@manzil/shared';
import { AddressBookPicker } from './address-book-picker';
import { AddressFields } from './address-fields';
import {
  EMPTY_CHECKOUT,
  pickAddress,
  toPlaceOrderInput,
  validateCheckout,
  valuesFromProfile,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-form';
import { appliedPromoAtom, useAppliedPromo, usePaymentChoice } from './payment-choice';
import { PaymentMethod } from './payment-method';
import { PromoCodeField } from './promo-code-field';
import { useAddressBook } from './use-address-book';
import { useCheckoutQuote } from './use-checkout-quote';
import { useIdempotencyKey } from './use-idempotency-key';
import { useProfileDefaults } from './use-profile-defaults';
import styles from './checkout.module.css';

interface CheckoutFormViewProps {
  session: UserSession;
  items: CartItem[];
  onPlaced: (order: CheckoutOrder) => void;
}

/** The shipping address and payment form; 'Place order' calls placeOrder and empties the cart. */
export function CheckoutFormView({ session, items, onPlaced }: CheckoutFormViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const edited = useRef(false);
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<{ id: string } | { text: string } | null>(null);
  const payment = usePaymentChoice();
  const promoCode = useAppliedPromo();
  const setPromo = useSetAtom(appliedPromoAtom);
  const codAvailable = useCheckoutQuote(items).data?.cashOnDeliveryAvailable ?? true;
  const idempotency = useIdempotencyKey();

  const book = useAddressBook(session.id);
  useProfileDefaults((profile) => {
    book.load(profile);
    if (!edited.current) setValues((current) => valuesFromProfile(profile, current));
  });

  const change = (field: CheckoutField, value: string) => {
    edited.current = true;
    if (field !== 'phone' && field !== 'paymentMethod' && field !== 'cardId') book.typed();
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateCheckout(values);
    const paymentFound = payment.validate(codAvailable);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length + Object.keys(paymentFound).length > 0) {
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setSubmitting(true);
    try {
      const input = { ...toPlaceOrderInput(values, items), ...payment.orderFields(promoCode) };
      const order = await placeOrder(input, idempotency.keyFor(input));
      idempotency.settled();
      if (order.nextAction) {
        // 3-D Secure is its own step at the gateway; the cart stays until the payment is done.
        window.location.assign(order.nextAction.redirectUrl);
        return;
      }
      setPromo(null);
      bus.emit('cart:reset');
      void book.saveIfAsked(values);
      onPlaced(order);
    } catch (error) {
      setSubmitting(false);
      // A refusal the server decided (4xx but 409 in flight) ends the attempt; a network failure or
      // a 5xx keeps the key, so pressing "Place order" again retries the same order.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'idempotency_in_flight')
        idempotency.settled();
      if (error instanceof ApiError && error.status === 401) {
        // The stored session outlived the server's: sign in again, then come back here.
        sessionStore.set(null);
        void navigate('/login', { replace: true, state: { from: '/checkout' } });
        return;
      }
      setServerError(errorText(error, { network: 'checkout.error.network', fallback: 'checkout.error.generic' }));
    }
  };

  const hasErrors = Object.keys(errors).length + Object.keys(payment.errors).length > 0;
  return (
    <form ref={formRef} className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
      <AddressBookPicker book={book} onPick={(address) => address && setValues((current) => pickAddress(current, address))} />
      <AddressFields values={values} errors={errors} onChange={change} />
      <PaymentMethod userId={session.id} payment={payment} codAvailable={codAvailable} />
      <PromoCodeField items={items} />
      {serverError || hasErrors ? (
        <p role="alert" className={styles.formError}>
          {serverError ? ('text' in serverError ? serverError.text : intl.formatMessage({ id: serverError.id })) : null}
          {!serverError && hasErrors ? <FormattedMessage id="checkout.fixErrors" /> : null}
        </p>
      ) : null}
      <button type="submit" className={styles.placeOrder} disabled={submitting} aria-busy={submitting || undefined}>
        <FormattedMessage id={submitting ? 'checkout.placing' : 'checkout.place'} />
      </button>
    </form>
  );
}
