/** Helpers of the money suites: an order placed by the demo shopper, and a vendor's part moved to delivered. */
import type { FastifyInstance } from 'fastify';
import { DEMO_SHOPPER } from '../src/seed/demo-accounts.ts';

const ADDRESS = { address1: '12 Tahrir Street', city: 'Cairo', postalCode: '11511', country: 'Egypt' };

/** Places an order as the demo shopper straight through the repository (a card order waits for its payment). */
export async function placeOrder(
  app: FastifyInstance,
  items: { productId: number; quantity: number }[],
  method: 'card' | 'cash-on-delivery',
) {
  const shopper = (await app.repos.users.findByEmail(DEMO_SHOPPER.email))!.user;
  const order = await app.repos.orders.place({
    userId: shopper.id,
    email: DEMO_SHOPPER.email,
    items,
    shippingAddress: ADDRESS,
    phoneNumber: '01001234567',
    paymentMethod: method,
    paymentStatus: method === 'card' ? 'pending' : 'not-required',
  });
  return { id: Number(order._id), number: order.orderNumber };
}

/** Moves the vendor's part of an order through confirmed and shipped to delivered. */
export async function deliverPart(app: FastifyInstance, orderId: number, vendorId: number, vendorUserId: number) {
  for (const to of ['confirmed', 'shipped', 'delivered'] as const)
    await app.repos.partner.fulfilment.move(vendorId, orderId, vendorUserId, to, to === 'shipped' ? 'TRK-0001' : undefined);
}
