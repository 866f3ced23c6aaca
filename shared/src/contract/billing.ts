/**
 * Billing and payment (SPEC §3 "Card", §5 card rules, §7 cards calls, §8 card messages; issue 11):
 * saved cards, the card fields of checkout, promo codes and the server's price quote. Only zod.
 */
import { z } from 'zod';
import { CARD_MESSAGES, CARD_TYPES, expiryProblem, passesLuhn } from './card-rules.ts';
import { placedOrderSchema, placeOrderBody } from './orders.ts';

export { CARD_MESSAGES, CARD_TYPES, COD_LIMIT_EGP, detectCardType, expiryProblem, passesLuhn } from './card-rules.ts';
export type { CardType } from './card-rules.ts';

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
