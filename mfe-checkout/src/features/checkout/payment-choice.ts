import { atom, useAtomValue } from 'jotai';

/** The promo code the server accepted, shared by the promo field and the order summary. */
export const appliedPromoAtom = atom<string | null>(null);
export const useAppliedPromo = () => useAtomValue(appliedPromoAtom);
