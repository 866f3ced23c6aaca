import { useQuery } from '@manzil/shared/query';
import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@manzil/shared/router';
import {
  ApiError,
  bus,
  type CartItem,
  type CheckoutOrder,
  errorText,
  getProfileQueryOptions,
  placeOrder,
  sessionStore,
  type UserSession,
} from '@manzil/shared';
import { Form, useZodForm } from '@manzil/shared/form';
import { AddressBookPicker } from './address-book-picker';
import { AddressFields } from './address-fields';
import { CHECKOUT_MESSAGES, checkoutSchema, EMPTY_CHECKOUT, toOrderInput, valuesFromProfile } from './checkout-form';
import { appliedPromoAtom, useAppliedPromo } from './payment-choice';
import { PaymentMethod } from './payment-method';
import { PromoCodeField } from './promo-code-field';
import { useSaveToAddressBook } from './use-address-book';
import { useCheckoutQuote } from './use-checkout-quote';
import { useIdempotencyKey } from './use-idempotency-key';
import styles from './checkout.module.css';

interface CheckoutFormViewProps {
  session: UserSession;
  items: CartItem[];
  onPlaced: (order: CheckoutOrder) => void;
}

/**
 * The shipping address and payment form (react-hook-form on the contract's schemas, see
 * checkout-form.ts), prefilled from the shared profile query; 'Place order' calls placeOrder
 * and empties the cart.
 */
export function CheckoutFormView({ session, items, onPlaced }: CheckoutFormViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const promoCode = useAppliedPromo();
  const setPromo = useSetAtom(appliedPromoAtom);
  const codAvailable = useCheckoutQuote(items).data?.cashOnDeliveryAvailable ?? true;
  const idempotency = useIdempotencyKey();
  const saveToBook = useSaveToAddressBook(session.id);

  // The same cached answer the account remote reads; a failure leaves the form blank (the
  // shopper can still type the address). Fields the shopper already edited are kept.
  const profile = useQuery(getProfileQueryOptions()).data;
  const addresses = profile?.shipmentAddress ?? [];
  const prefill = useMemo(() => (profile ? valuesFromProfile(profile) : undefined), [profile]);
  const schema = useMemo(() => checkoutSchema(codAvailable), [codAvailable]);
  const form = useZodForm(schema, EMPTY_CHECKOUT, { values: prefill, resetOptions: { keepDirtyValues: true } });

  const submit = async (values: Parameters<typeof toOrderInput>[0]) => {
    setFailure(null);
    try {
      const input = toOrderInput(values, items, promoCode);
      const order = await placeOrder(input, idempotency.keyFor(input));
      idempotency.settled();
      if (order.nextAction) {
        // 3-D Secure is its own step at the gateway; the cart stays until the payment is done, and
        // the button stays busy until the page leaves.
        window.location.assign(order.nextAction.redirectUrl);
        return new Promise<never>(() => undefined);
      }
      setPromo(null);
      bus.emit('cart:reset');
      if (values.book.choice === 'new' && values.book.save) saveToBook.mutate({ addresses, address: values.shippingAddress });
      onPlaced(order);
    } catch (error) {
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
      setFailure(error);
    }
  };

  return (
    <Form
      schema={schema}
      form={form}
      messages={CHECKOUT_MESSAGES}
      className={`${styles.card} ${styles.form}`}
      onSubmit={submit}
      // A new attempt hides the last one's sentence, whether or not the fields pass.
      onInvalid={() => setFailure(null)}
    >
      {({ formState }) => {
        const serverError =
          failure === null ? null : errorText(failure, { network: 'checkout.error.network', fallback: 'checkout.error.generic' });
        const hasErrors = Object.keys(formState.errors).length > 0;
        return (
          <>
            <AddressBookPicker addresses={addresses} />
            <AddressFields />
            <PaymentMethod userId={session.id} codAvailable={codAvailable} />
            <PromoCodeField items={items} />
            {serverError || hasErrors ? (
              <p role="alert" className={styles.formError}>
                {serverError ? ('text' in serverError ? serverError.text : intl.formatMessage({ id: serverError.id })) : null}
                {!serverError && hasErrors ? <FormattedMessage id="checkout.fixErrors" /> : null}
              </p>
            ) : null}
            <button
              type="submit"
              className={styles.placeOrder}
              disabled={formState.isSubmitting}
              aria-busy={formState.isSubmitting || undefined}
            >
              <FormattedMessage id={formState.isSubmitting ? 'checkout.placing' : 'checkout.place'} />
            </button>
          </>
        );
      }}
    </Form>
  );
}
