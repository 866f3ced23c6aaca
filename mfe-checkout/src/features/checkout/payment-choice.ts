import { atom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { expiryProblem, passesLuhn, type CheckoutOrderInput } from '@manzil/shared';

/** How the shopper pays: cash on delivery, a saved card, or a new card (issue 11). */
export type PaymentKind = 'cash-on-delivery' | 'saved-card' | 'new-card';

export interface NewCardValues {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  saveCard: boolean;
}

export type PaymentField = 'cardId' | 'cardNumber' | 'expiryDate' | 'cvv' | 'method';

/** The promo code the server accepted, shared by the promo field and the order summary. */
export const appliedPromoAtom = atom<string | null>(null);
export const useAppliedPromo = () => useAtomValue(appliedPromoAtom);

/** The payment part of the checkout form: its values, checks and the order fields it adds. */
export function usePaymentChoice() {
  const [kind, setKind] = useState<PaymentKind>('cash-on-delivery');
  const [cardId, setCardId] = useState('');
  const [card, setCard] = useState<NewCardValues>({ cardNumber: '', expiryDate: '', cvv: '', saveCard: true });
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});

  /** Message ids per invalid field (SPEC §5's card rules for a new card). */
  function validate(codAvailable: boolean): Partial<Record<PaymentField, string>> {
    const found: Partial<Record<PaymentField, string>> = {};
    if (kind === 'cash-on-delivery' && !codAvailable) found.method = 'checkout.cod.unavailable';
    if (kind === 'saved-card' && !cardId) found.cardId = 'checkout.required.card';
    if (kind === 'new-card') {
      const digits = card.cardNumber.replace(/\D/g, '');
      if (digits.length !== 16) found.cardNumber = 'checkout.card.numberLength';
      else if (!passesLuhn(digits)) found.cardNumber = 'checkout.card.luhn';
      if (expiryProblem(card.expiryDate)) found.expiryDate = 'checkout.card.expiryInvalid';
      if (!/^\d{3,4}$/.test(card.cvv)) found.cvv = 'checkout.card.cvv.error';
    }
    setErrors(found);
    return found;
  }

  /** The payment fields of POST /api/orders. */
  function orderFields(
    promoCode: string | null,
  ): Pick<CheckoutOrderInput, 'paymentMethod' | 'cardId' | 'newCard' | 'saveCard' | 'promoCode'> {
    const promo = promoCode ? { promoCode } : {};
    if (kind === 'saved-card') return { paymentMethod: 'card', cardId, ...promo };
    if (kind === 'new-card') {
      const { saveCard, ...details } = card;
      return { paymentMethod: 'card', newCard: { ...details, cardNumber: details.cardNumber.replace(/\D/g, '') }, saveCard, ...promo };
    }
    return { paymentMethod: 'cash-on-delivery', ...promo };
  }

  const clear = (field: PaymentField) => setErrors(({ [field]: _gone, ...rest }) => rest);
  return {
    kind,
    cardId,
    card,
    errors,
    setKind: (next: PaymentKind) => {
      setKind(next);
      setErrors({});
    },
    setCardId: (next: string) => {
      setCardId(next);
      clear('cardId');
    },
    setCard: (field: keyof NewCardValues, value: string | boolean) => {
      setCard((current) => ({ ...current, [field]: value }));
      if (field !== 'saveCard') clear(field);
    },
    validate,
    orderFields,
  };
}

export type PaymentChoice = ReturnType<typeof usePaymentChoice>;
