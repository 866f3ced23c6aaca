/**
 * Orders (SPEC §3 "Order", "Cart item"; §7 order calls): what the checkout sends, what the API
 * answers after placement and to tracking, and the cart line kept in the browser. Prices in EGP;
 * the server prices every line from the catalog, the client never sends a price.
 */
import { z } from 'zod';
import { orderStatusEventSchema } from './partner.ts';
import { addressSchema, shippingAddressInput } from './account.ts';
import { emailField, idValue, phoneNumber } from './fields.ts';

/** An order's life: placed → confirmed → shipped → delivered, or cancelled. */
export const ORDER_STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
/** Cash on delivery, or a saved card (by its id). */
export const PAYMENT_METHODS = ['cash-on-delivery', 'card'] as const;

/**
 * The shipping fee of every order, in EGP (SPEC §9: shipping is free, so an order's total is its
 * subtotal less any discount). The API prices orders and quotes with it (in piastres:
 * `SHIPPING_FEE * 100`); the checkout shows it before the quote answers.
 */
export const SHIPPING_FEE = 0;

export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 99;

const QUANTITY = 'must be a whole number from 1 to 99';

/**
 * `POST /api/orders` (credentials): product ids and quantities (1–99, at most 100 lines), the
 * shipping address, a phone number of 8–15 digits and the payment method (`cardId` of a saved
 * card when paying by card). 401 without a session, 400 naming the field, 409 when stock is short.
 */
export const placeOrderBody = z.object({
  items: z
    .array(
      z.object({
        productId: idValue('product'),
        quantity: z
          .number({ error: QUANTITY })
          .int({ error: QUANTITY })
          .min(1, { error: QUANTITY })
          .max(MAX_LINE_QUANTITY, { error: QUANTITY }),
      }),
    )
    .min(1, { error: 'Your cart is empty.' })
    .max(MAX_ORDER_LINES, { error: `must have at most ${MAX_ORDER_LINES} products` }),
  shippingAddress: shippingAddressInput,
  phoneNumber,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: `must be one of: ${PAYMENT_METHODS.join(', ')}` }),
  cardId: idValue('card').optional(),
});

/**
 * The address and phone part of `POST /api/orders` as the checkout form enters them: the
 * shipping address's fields a shopper types at checkout (address1, city, postalCode and country
 * required, address2 optional; one-line texts, trimmed) and the phone number of 8–15 digits.
 * The same rules as `placeOrderBody`'s, picked from it and from `shippingAddressInput`.
 */
export const orderAddressInput = placeOrderBody.pick({ phoneNumber: true }).extend({
  shippingAddress: shippingAddressInput.pick({ address1: true, address2: true, city: true, postalCode: true, country: true }),
});

/** `GET /api/orders/track?orderNumber=&email=`: both must match one order (404 otherwise). */
export const trackOrderQuery = z.object({
  orderNumber: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((value) => value.toUpperCase()),
  email: emailField(),
});

/** A line of an order as charged: name, unit price in EGP, product id, quantity, picture path. */
export const orderLineSchema = z.object({
  name: z.string(),
  price: z.number().describe('EGP per unit, as charged'),
  productId: z.string(),
  quantity: z.number().int(),
  image: z.string().describe('Path relative to the image base URL'),
});

/**
 * An order as the API answers it after placement, to tracking and in the shopper's order list
 * (SPEC §3 "Order" plus its number, state and address). Amounts in EGP.
 */
export const placedOrderSchema = z
  .object({
    _id: z.string(),
    orderNumber: z.string().describe('e.g. MZ-20261121-0042'),
    orderDate: z.string().describe('ISO-8601'),
    status: z.enum(ORDER_STATUSES),
    cartItems: z.array(orderLineSchema),
    subtotal: z.number().describe('EGP'),
    shippingFee: z.number().describe('EGP (0, SPEC §9)'),
    total: z.number().describe('EGP: subtotal + shippingFee'),
    shippingAddress: addressSchema,
    phoneNumber: z.string(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** Tracking and the shopper's order list: placed, then each shop's moves. */
    history: z.array(orderStatusEventSchema).optional(),
  })
  .meta({ id: 'PlacedOrder' });

/** The 409 of placing an order: which product the cart cannot have and how many are left. */
export const stockConflictSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  productId: z.string(),
  available: z.number().int(),
});

/** A line of the cart as kept in localStorage (SPEC §3 "Cart item"); prices in EGP. */
export const cartItemSchema = z.object({
  id: z.string().describe("The product's id"),
  variantId: z.string().nullable(),
  productId: z.string(),
  brandId: z.union([z.string(), z.number()]),
  quantity: z.number().int(),
  unitPrice: z.number().describe('EGP'),
  shippingFee: z.number().describe('EGP'),
  name: z.string(),
  image: z.string().describe('Path relative to the image base URL'),
});

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PlaceOrderInput = z.input<typeof placeOrderBody>;
export type PlaceOrderBody = z.output<typeof placeOrderBody>;
export type OrderAddressInput = z.input<typeof orderAddressInput>;
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
/** An order (SPEC §3 "Order"): what every order answer has in common. */
export type Order = PlacedOrder;
export type CartItem = z.infer<typeof cartItemSchema>;
