/**
 * Compile-time checks that the order and contact schemas match the contract in @manzil/shared
 * (shared/src/api/orders.ts, contact.ts). Those files import the browser HTTP client with
 * bundler-style paths, so this file is checked by its own `tsconfig.contract.json` (part of
 * `typecheck`), never bundled.
 */
import type { z } from 'zod';
import type { ContactMessage } from '../../shared/src/api/contact';
import type { PlacedOrder, PlaceOrderInput } from '../../shared/src/api/orders';
import type { contactBody } from './schemas/contact.ts';
import type { placedOrderSchema, placeOrderBody } from './schemas/orders.ts';

type Assert<T extends true> = T;
type Fits<A, B> = [A] extends [B] ? true : false;

export type ContractChecks = [
  // What the API answers is a PlacedOrder.
  Assert<Fits<z.output<typeof placedOrderSchema>, PlacedOrder>>,
  // What the apps send is accepted by the schema (its input type).
  Assert<Fits<PlaceOrderInput, z.input<typeof placeOrderBody>>>,
  Assert<Fits<ContactMessage, z.input<typeof contactBody>>>,
];
