import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  bus,
  type CartItem,
  Form,
  FormFailure,
  type PlacedOrder,
  placeOrder,
  sessionStore,
  useFieldError,
  useZodForm,
  type UserSession,
} from '@manzil/shared';
import { AddressFields } from './address-fields';
import { useProfile } from './api/get-profile';
import { useSavedCards } from './api/get-saved-cards';
import { CHECKOUT_MESSAGES, checkoutForm, EMPTY_CHECKOUT, toPlaceOrderInput, valuesFromProfile } from './checkout-form';
import { PaymentMethod } from './payment-method';
import styles from './checkout.module.css';

interface CheckoutFormViewProps {
  session: UserSession;
  items: CartItem[];
  onPlaced: (order: PlacedOrder) => void;
}

/** The payment choice, bound to the form: the method, the saved card and its error. */
function PaymentChoice({ userId, method }: { userId: string; method: string }) {
  const { cards, loading } = useSavedCards(userId, method === 'card');
  const cardError = useFieldError('cardId');
  return (
    <Controller
      name="paymentMethod"
      render={({ field: methodField }) => (
        <Controller
          name="cardId"
          render={({ field: cardField }) => (
            <PaymentMethod
              method={methodField.value as 'cash-on-delivery' | 'card'}
              cardId={cardField.value as string}
              cards={cards}
              cardsLoading={loading}
              cardError={cardError}
              onMethodChange={methodField.onChange}
              onCardChange={cardField.onChange}
            />
          )}
        />
      )}
    />
  );
}

/** The shipping address and payment form; 'Place order' calls placeOrder and empties the cart. */
export function CheckoutFormView({ session, items, onPlaced }: CheckoutFormViewProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const { data: profile } = useProfile();
  // The profile's address fills the form once it arrives; whatever the shopper typed stays.
  const values = useMemo(() => (profile ? valuesFromProfile(profile) : undefined), [profile]);
  const form = useZodForm(checkoutForm, { defaultValues: EMPTY_CHECKOUT, values, resetOptions: { keepDirtyValues: true } });
  const method = form.watch('paymentMethod');
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  return (
    <Form
      schema={checkoutForm}
      form={form}
      messages={CHECKOUT_MESSAGES}
      className={`${styles.card} ${styles.form}`}
      onSubmit={async (checked) => {
        setFailure(null);
        try {
          const order = await placeOrder(toPlaceOrderInput(checked, items));
          bus.emit('cart:reset');
          onPlaced(order);
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) {
            // The stored session outlived the server's: sign in again, then come back here.
            sessionStore.set(null);
            void navigate('/login', { replace: true, state: { from: '/checkout' } });
            return;
          }
          setFailure(error);
        }
      }}
    >
      <AddressFields />
      <PaymentChoice userId={session.id} method={method} />
      {failure ? (
        <FormFailure error={failure} network="checkout.error.network" fallback="checkout.error.generic" className={styles.formError} />
      ) : hasErrors ? (
        <p role="alert" className={styles.formError}>
          <FormattedMessage id="checkout.fixErrors" />
        </p>
      ) : null}
      <button
        type="submit"
        className={styles.placeOrder}
        disabled={form.formState.isSubmitting}
        aria-busy={form.formState.isSubmitting || undefined}
      >
        <FormattedMessage id={form.formState.isSubmitting ? 'checkout.placing' : 'checkout.place'} />
      </button>
    </Form>
  );
}
