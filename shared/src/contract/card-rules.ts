/**
 * The card and payment rules that need no schema (SPEC §5 card rules, §8 card messages): the
 * messages, the brand of a number, the Luhn check, the expiry check and the cash-on-delivery
 * limit. Free of zod on purpose: @manzil/shared's index re-exports these, and its index
 * is in every first visit; the billing contract (billing.ts) builds its schemas on them.
 */
/** SPEC §5/§8 messages, letter for letter. */
export const CARD_MESSAGES = {
  numberLength: 'Card number must be 16 digits.',
  cvv: 'CVV must be 3 or 4 digits.',
  expiryFormat: 'Invalid format. Use MM/YY',
  expired: 'Card is expired',
  expiryInvalid: 'Please enter a valid expiry date.',
  noUser: 'User ID is missing. Please log in.',
  saved: 'Card saved successfully!',
  saveFailed: 'Failed to save card. Please try again.',
  /** Beyond SPEC: the Luhn check digit does not match. */
  luhn: 'This card number is not valid. Please check it and try again.',
} as const;

/** Card brands recognised from the number: SPEC §5's, plus Meeza (Egypt's national scheme). */
export const CARD_TYPES = ['Visa', 'MasterCard', 'Amex', 'Discover', 'Valu', 'Meeza', 'Unknown'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * The brand of a (partial) card number. Meeza (507803…, 9818…) is checked first, then SPEC §5:
 * 4 Visa; 51–55 MasterCard; 34 or 37 Amex; 6 Discover; 50 or 56–59 Valu; otherwise Unknown.
 */
export function detectCardType(cardNumber: string): CardType {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^(507803|9818)/.test(digits)) return 'Meeza';
  if (/^4/.test(digits)) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'Amex';
  if (/^6/.test(digits)) return 'Discover';
  if (/^(50|5[6-9])/.test(digits)) return 'Valu';
  return 'Unknown';
}

/** True when the digits pass the Luhn (mod 10) check. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * SPEC §5 expiry: `null` when `MM/YY` is valid and not in the past (at `now`), else the message:
 * 'Invalid format. Use MM/YY' or 'Card is expired'.
 */
export function expiryProblem(expiryDate: string, now: Date = new Date()): string | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiryDate);
  if (!match) return CARD_MESSAGES.expiryFormat;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) return CARD_MESSAGES.expired;
  return null;
}

/** Cash on delivery is offered up to this order total (EGP), as Egyptian shops set. */
export const COD_LIMIT_EGP = 25_000;
