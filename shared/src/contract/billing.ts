/**
 * Billing and payment (SPEC §3 "Card", §5 card rules, §7 cards calls, §8 card messages; issue 11):
 * saved cards, the card fields of checkout, promo codes and the server's price quote. Only zod.
 */
import { z } from 'zod';
import { placedOrderSchema, placeOrderBody } from './orders.ts';

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

const id = (what: string) =>
  z
    .union(
      [
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/),
        z.number().int().positive(),
      ],
      { error: `must be a ${what} id` },
    )
    .transform(String);

/** The card fields the shopper types (number digits only, 16, Luhn; CVV 3–4 digits; MM/YY not past). */
export const cardDetailsSchema = z.object({
  cardNumber: z
    .string({ error: CARD_MESSAGES.numberLength })
    .regex(/^\d{16}$/, { error: CARD_MESSAGES.numberLength })
    .refine(passesLuhn, { error: CARD_MESSAGES.luhn }),
  /** The type the form showed; the server detects it again from the number. */
  cardType: z.string().max(20).optional(),
  expiryDate: z.string({ error: CARD_MESSAGES.expiryInvalid }).superRefine((value, ctx) => {
    const problem = expiryProblem(value);
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem === CARD_MESSAGES.expired ? CARD_MESSAGES.expired : CARD_MESSAGES.expiryInvalid });
  }),
  cvv: z.string({ error: CARD_MESSAGES.cvv }).regex(/^\d{3,4}$/, { error: CARD_MESSAGES.cvv }),
});
export type CardDetails = z.input<typeof cardDetailsSchema>;

/** POST /api/cards/add body (SPEC §7): `{userId, cardNumber, cardType, expiryDate, cvv}`. */
export const addCardBody = cardDetailsSchema.extend({ userId: id('user') });
export type AddCardInput = z.input<typeof addCardBody>;

/** PUT /api/cards/set-default body (SPEC §7). */
export const setDefaultCardBody = z.object({ userId: id('user'), cardId: id('card') });
export type SetDefaultCardInput = z.input<typeof setDefaultCardBody>;

/** A saved card as answered (SPEC §3 "Card"): masked, never the number or the CVV. */
export const savedCardSchema = z
  .object({
    _id: z.string(),
    cardNumber: z.string().describe("Masked: '•••• 1234'"),
    cardType: z.enum(CARD_TYPES),
    default: z.boolean(),
    expiryDate: z.string().describe('MM/YY'),
    last4: z.string(),
  })
  .meta({ id: 'SavedCard' });
export type SavedCard = z.infer<typeof savedCardSchema>;

/** Cash on delivery is offered up to this order total (EGP), as Egyptian shops set. */
export const COD_LIMIT_EGP = 25_000;

const promoCodeText = z
  .string()
  .trim()
  .max(40)
  .transform((value) => value.toUpperCase())
  .optional()
  .transform((value) => (value ? value : undefined));

/** The payment fields of POST /api/orders, beside the items, address and phone number. */
export const orderPaymentFields = z.object({
  /** A saved card (with `paymentMethod: 'card'`). */
  cardId: id('card').optional(),
  /** A new card (with `paymentMethod: 'card'` and no `cardId`). */
  newCard: cardDetailsSchema.optional(),
  /** Keep the new card for later (only its token, brand, last four and expiry). */
  saveCard: z.boolean().optional(),
  promoCode: promoCodeText,
});
export type OrderPaymentInput = z.input<typeof orderPaymentFields>;

export const PAYMENT_STATUSES = ['not-required', 'pending', 'paid', 'declined', 'refunded'] as const;

/** What POST /api/orders adds to the placed order. `nextAction` when 3-D Secure must be done. */
export const orderPaymentResult = z.object({
  discount: z.number().describe('EGP taken off by the promo code'),
  promoCode: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  nextAction: z.object({ type: z.literal('3ds'), redirectUrl: z.string() }).optional(),
});

/** POST /api/checkout/quote body: the cart's lines and an optional promo code. */
export const quoteBody = z.object({
  items: z
    .array(z.object({ productId: id('product'), quantity: z.number().int().min(1).max(99) }))
    .min(1, { error: 'Your cart is empty.' })
    .max(100),
  promoCode: promoCodeText,
});
export type QuoteInput = z.input<typeof quoteBody>;

/** The server's totals in EGP (shipping 0, SPEC §9), and whether cash on delivery is offered. */
export const quoteSchema = z
  .object({
    subtotal: z.number(),
    discount: z.number(),
    shippingFee: z.number(),
    total: z.number(),
    promoCode: z.object({ code: z.string(), percentOff: z.number().int(), description: z.string() }).nullable(),
    cashOnDeliveryLimit: z.number(),
    cashOnDeliveryAvailable: z.boolean(),
  })
  .meta({ id: 'CheckoutQuote' });
export type CheckoutQuote = z.infer<typeof quoteSchema>;

/** A promo code as an admin sees it. */
export const promoCodeSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    percentOff: z.number().int(),
    description: z.string(),
    oncePerEmail: z.boolean(),
    expiresAt: z.string().nullable(),
    redemptions: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'PromoCode' });
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** POST /api/admin/promo-codes body. */
export const createPromoCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, { error: 'Use 3 to 40 letters, digits, dashes or underscores.' })
    .transform((value) => value.toUpperCase()),
  percentOff: z.number().int().min(1, { error: 'must be from 1 to 100' }).max(100, { error: 'must be from 1 to 100' }),
  description: z.string().trim().max(200).optional(),
  oncePerEmail: z.boolean().optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type CreatePromoCodeInput = z.input<typeof createPromoCodeBody>;

/** POST /api/orders body: the order (items, address, phone, method) and its payment fields. */
export const checkoutOrderBody = placeOrderBody.extend(orderPaymentFields.shape);
export type CheckoutOrderInput = z.input<typeof checkoutOrderBody>;

/** An order with its discount, promo code, payment state and, after placing, any 3-D Secure step. */
export const checkoutOrderSchema = placedOrderSchema.extend(orderPaymentResult.shape).meta({ id: 'CheckoutOrder' });
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;
