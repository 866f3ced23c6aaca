/**
 * Bodies, queries and answers of the order calls (`@manzil/shared` api/orders.ts). The checks
 * against the shared types live in `src/contract-checks.ts` (see tsconfig.contract.json).
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../db/schema.ts';
import { emailField, idParam } from '../lib/validation.ts';

/** Control characters (line breaks included) are refused in one-line fields. */
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** A required one-line text field, trimmed, 1..max characters. */
export const lineText = (max: number) =>
  z.string().trim().min(1).max(max).regex(ONE_LINE, { error: 'must be a single line of text' });

/** An optional one-line text field; an empty string counts as absent. */
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(ONE_LINE, { error: 'must be a single line of text' })
    .optional()
    .transform((value) => (value ? value : undefined));

const productId = z.union([idParam('product'), z.number().int().positive().max(2_147_483_647).transform(String)], {
  error: 'must be a product id',
});

export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 99;

export const shippingAddressInput = z.object({
  address1: lineText(200),
  address2: optionalLine(200),
  label: optionalLine(60),
  floor: optionalLine(20),
  apartment: optionalLine(20),
  landmark: optionalLine(200),
  city: lineText(100),
  postalCode: lineText(20),
  country: lineText(100),
  isDefault: z.boolean().optional(),
});

const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,24}$/, { error: 'must be a phone number (digits, spaces, dashes, an optional leading +)' })
  .refine((value) => /^\d{7,15}$/.test(value.replace(/\D/g, '')), { error: 'must be a phone number of 7 to 15 digits' });

export const placeOrderBody = z.object({
  items: z
    .array(
      z.object({
        productId,
        quantity: z
          .number({ error: 'must be a whole number from 1 to 99' })
          .int({ error: 'must be a whole number from 1 to 99' })
          .min(1, { error: 'must be a whole number from 1 to 99' })
          .max(MAX_LINE_QUANTITY, { error: 'must be a whole number from 1 to 99' }),
      }),
    )
    .min(1, { error: 'Your cart is empty.' })
    .max(MAX_ORDER_LINES, { error: `must have at most ${MAX_ORDER_LINES} products` }),
  shippingAddress: shippingAddressInput,
  phoneNumber,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: `must be one of: ${PAYMENT_METHODS.join(', ')}` }),
  cardId: z.union([idParam('card'), z.number().int().positive().max(2_147_483_647).transform(String)], { error: 'must be a card id' }).optional(),
});

export type PlaceOrderBody = z.output<typeof placeOrderBody>;

export const trackOrderQuery = z.object({
  orderNumber: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((value) => value.toUpperCase()),
  email: emailField(),
});

export const placedOrderSchema = z
  .object({
    _id: z.string(),
    orderNumber: z.string().describe('e.g. MZ-20261121-0042'),
    orderDate: z.string().describe('ISO-8601'),
    status: z.enum(ORDER_STATUSES),
    cartItems: z.array(
      z.object({
        name: z.string(),
        price: z.number().describe('EGP per unit, as charged'),
        productId: z.string(),
        quantity: z.number().int(),
        image: z.string().describe('Path relative to the image base URL'),
      }),
    ),
    subtotal: z.number().describe('EGP'),
    shippingFee: z.number().describe('EGP (0, SPEC §9)'),
    total: z.number().describe('EGP: subtotal + shippingFee'),
    shippingAddress: z.object({
      address1: z.string(),
      address2: z.string().optional(),
      label: z.string().optional(),
      floor: z.string().optional(),
      apartment: z.string().optional(),
      landmark: z.string().optional(),
      city: z.string(),
      postalCode: z.string(),
      country: z.string(),
      isDefault: z.boolean().optional(),
    }),
    phoneNumber: z.string(),
    paymentMethod: z.enum(PAYMENT_METHODS),
  })
  .meta({ id: 'PlacedOrder' });

/** A 409 names the product the cart cannot have. */
export const stockConflictSchema = z.object({
  message: z.string(),
  productId: z.string(),
  available: z.number().int(),
});
