/** Every order, for the admin panel's orders tab: newest first, optionally of one status. */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AdminOrder, AdminOrderPage, OrderStatusName as OrderStatus } from '@manzil/shared/contract';
import type { Database } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';

export function adminOrdersRepository(db: Database) {
  return {
    /** One page of orders; `status` narrows to that status. Totals in EGP. */
    async list({ status, page, pageSize }: { status?: OrderStatus; page: number; pageSize: number }): Promise<AdminOrderPage> {
      const where = status ? eq(orders.status, status) : undefined;
      const [{ total = 0 } = {}] = await db.select({ total: count() }).from(orders).where(where);
      const units = db
        .select({ orderId: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int`.as('units') })
        .from(orderItems)
        .groupBy(orderItems.orderId)
        .as('units');
      const rows = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          status: orders.status,
          email: orders.email,
          total: orders.total,
          paymentMethod: orders.paymentMethod,
          units: units.units,
        })
        .from(orders)
        .leftJoin(units, eq(units.orderId, orders.id))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const items: AdminOrder[] = rows.map((r) => ({
        _id: String(r.id),
        orderNumber: r.orderNumber,
        orderDate: r.createdAt.toISOString(),
        status: r.status,
        customerEmail: r.email,
        itemCount: Number(r.units ?? 0),
        total: Number(r.total),
        paymentMethod: r.paymentMethod,
      }));
      return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
    },
  };
}
