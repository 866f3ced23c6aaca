/**
 * Billing and payment (SPEC §3 "Card", §5 card rules, §7 cards calls, §8 card messages):
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

/** How a promo code discounts: a percentage of the subtotal, or an amount in EGP (at most the subtotal). */
export const PROMO_KINDS = ['percent', 'amount'] as const;
export const promoKindSchema = z.enum(PROMO_KINDS);
export type PromoKind = z.infer<typeof promoKindSchema>;

/**
 * Whether a code works now: `active`; `scheduled` (its `startsAt` is still ahead); `expired`
 * (its `expiresAt` has passed, e.g. an admin expired it); `used-up` (`maxRedemptions` reached).
 */
export const promoStatusSchema = z.enum(['active', 'scheduled', 'expired', 'used-up']);
export type PromoStatus = z.infer<typeof promoStatusSchema>;

/** The server's totals in EGP (shipping 0, SPEC §9), and whether cash on delivery is offered. */
export const quoteSchema = z
  .object({
    subtotal: z.number(),
    discount: z.number(),
    shippingFee: z.number(),
    total: z.number(),
    promoCode: z
      .object({
        code: z.string(),
        kind: promoKindSchema,
        percentOff: z.number().int().nullable(),
        amountOff: z.number().nullable(),
        description: z.string(),
      })
      .nullable(),
    cashOnDeliveryLimit: z.number(),
    cashOnDeliveryAvailable: z.boolean(),
  })
  .meta({ id: 'CheckoutQuote' });
export type CheckoutQuote = z.infer<typeof quoteSchema>;

/** A promo code as an admin sees it (GET /api/admin/promo-codes). Amounts in EGP, times ISO 8601. */
export const promoCodeSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    kind: promoKindSchema,
    percentOff: z.number().int().nullable().describe("% off the subtotal when kind is 'percent'"),
    amountOff: z.number().nullable().describe("EGP off the subtotal when kind is 'amount'"),
    minOrder: z.number().describe('EGP: the smallest subtotal the code applies to (0: any)'),
    maxRedemptions: z.number().int().nullable().describe('Uses in all, over every e-mail; null: no limit'),
    description: z.string(),
    oncePerEmail: z.boolean(),
    startsAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    redemptions: z.number().int().describe('Orders that used it'),
    status: promoStatusSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'PromoCode' });
export type PromoCode = z.infer<typeof promoCodeSchema>;

const PROMO_AMOUNT_MAX_EGP = 1_000_000;
const egpAmount = z
  .number()
  .positive({ error: 'must be more than 0' })
  .max(PROMO_AMOUNT_MAX_EGP, { error: `must be at most ${PROMO_AMOUNT_MAX_EGP}` })
  .multipleOf(0.01, { error: 'use at most two decimals' });

/**
 * POST /api/admin/promo-codes body: `code`, and `percentOff` (1–100, kind 'percent', the
 * default) or `amountOff` (EGP, kind 'amount'); optional `minOrder` (EGP), `maxRedemptions`,
 * `startsAt` and `expiresAt` (ISO 8601 with offset; expiry after the start), `description`,
 * `oncePerEmail` (default true). Unknown fields are refused.
 */
export const createPromoCodeBody = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, { error: 'Use 3 to 40 letters, digits, dashes or underscores.' })
      .transform((value) => value.toUpperCase()),
    kind: promoKindSchema.default('percent'),
    percentOff: z.number().int().min(1, { error: 'must be from 1 to 100' }).max(100, { error: 'must be from 1 to 100' }).optional(),
    amountOff: egpAmount.optional(),
    minOrder: z.number().min(0).max(PROMO_AMOUNT_MAX_EGP).optional(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
    description: z.string().trim().max(200).optional(),
    oncePerEmail: z.boolean().optional(),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percent') {
      if (body.percentOff === undefined)
        ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'is required for a percentage code' });
      if (body.amountOff !== undefined) ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'is only for an amount code' });
    } else {
      if (body.amountOff === undefined) ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'is required for an amount code' });
      if (body.percentOff !== undefined) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'is only for a percentage code' });
    }
    if (body.startsAt && body.expiresAt && Date.parse(body.expiresAt) <= Date.parse(body.startsAt))
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'must be after the start' });
  });
export type CreatePromoCodeInput = z.input<typeof createPromoCodeBody>;

/** 'YYYY-MM-DD' of a date field, or empty. */
const dayText = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00`))), { error: 'Enter a date.' });
/** A number typed in a text field, or empty. */
const numberText = (pattern: RegExp) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || pattern.test(v), { error: 'Enter a number.' });
const localMidnight = (day: string, addDays = 0) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + addDays);
  return date.toISOString();
};

/**
 * The admin panel's "New promo code" form (text fields as typed): checks them and gives the
 * POST /api/admin/promo-codes body. `amount` is a percentage or EGP as `kind` says; the dates
 * are days in the admin's time zone — valid from the start of `startsOn`, through the end of
 * `endsOn`; empty optional fields are left out.
 */
export const promoCodeFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, { error: 'Use 3 to 40 letters, digits, dashes or underscores.' }),
    kind: promoKindSchema,
    amount: numberText(/^\d{1,7}(\.\d{1,2})?$/).refine((v) => v !== '', { error: 'Enter the discount.' }),
    minOrder: numberText(/^\d{1,7}(\.\d{1,2})?$/),
    maxRedemptions: numberText(/^\d{1,7}$/),
    startsOn: dayText,
    endsOn: dayText,
    description: z.string().trim().max(200),
    oncePerEmail: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const amount = Number(form.amount);
    if (form.amount !== '' && form.kind === 'percent' && !(Number.isInteger(amount) && amount >= 1 && amount <= 100))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter a whole percentage from 1 to 100.' });
    if (form.amount !== '' && form.kind === 'amount' && !(amount > 0))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount above 0.' });
    if (form.maxRedemptions !== '' && Number(form.maxRedemptions) < 1)
      ctx.addIssue({ code: 'custom', path: ['maxRedemptions'], message: 'Enter 1 or more, or leave it empty.' });
    if (form.startsOn && form.endsOn && form.endsOn < form.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The last day cannot be before the first.' });
  })
  .transform((form): z.input<typeof createPromoCodeBody> => ({
    code: form.code.toUpperCase(),
    kind: form.kind,
    ...(form.kind === 'percent' ? { percentOff: Number(form.amount) } : { amountOff: Number(form.amount) }),
    ...(form.minOrder !== '' ? { minOrder: Number(form.minOrder) } : {}),
    ...(form.maxRedemptions !== '' ? { maxRedemptions: Number(form.maxRedemptions) } : {}),
    ...(form.startsOn ? { startsAt: localMidnight(form.startsOn) } : {}),
    ...(form.endsOn ? { expiresAt: localMidnight(form.endsOn, 1) } : {}),
    ...(form.description ? { description: form.description } : {}),
    oncePerEmail: form.oncePerEmail,
  }));
export type PromoCodeFormValues = z.input<typeof promoCodeFormSchema>;

/** POST /api/orders body: the order (items, address, phone, method) and its payment fields. */
export const checkoutOrderBody = placeOrderBody.extend(orderPaymentFields.shape);
export type CheckoutOrderInput = z.input<typeof checkoutOrderBody>;

/** An order with its discount, promo code, payment state and, after placing, any 3-D Secure step. */
export const checkoutOrderSchema = placedOrderSchema.extend(orderPaymentResult.shape).meta({ id: 'CheckoutOrder' });
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;
