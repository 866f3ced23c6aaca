/**
 * Orders as a vendor sees and moves them (SPEC §2 /orderDetail/{id}, /vendor-dashboard).
 * Each vendor moves its own lines of an order: placed → confirmed → shipped (tracking number) →
 * delivered, or cancelled before shipping (its lines' stock returns). Every move is recorded in
 * order_status_events; the order's own status follows the least advanced of its vendors (all
 * cancelled: cancelled), so /trackorder and the account's Orders show it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { orderFulfilments, orderStatusEvents } from '../../db/partner-schema.ts';
import { orderItems, orders, products, users, vendors, type OrderAddress } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { partCancelled, partDelivered } from '../../services/money/events.ts';
import { FULFILMENT_MOVES, type OrderStatusEvent, type OrderStatusName } from '@manzil/shared/contract';
import { iso } from './common.ts';
import { msg, orderStatusName } from '../../i18n/translate.ts';

const RANK: Record<OrderStatusName, number> = { placed: 0, confirmed: 1, shipped: 2, delivered: 3, cancelled: 4 };

export interface VendorOrderSummary {
  _id: string;
  orderNumber: string;
  orderDate: string;
  status: OrderStatusName;
  trackingNumber: string | null;
  items: number;
  /** EGP, this vendor's lines only. */
  subtotal: number;
}

export interface VendorOrderDetail extends VendorOrderSummary {
  customerName: string;
  phoneNumber: string;
  shippingAddress: OrderAddress;
  lines: { productId: string; name: string; image: string; price: number; quantity: number }[];
  history: OrderStatusEvent[];
}

export interface MoveResult {
  orderId: number;
  orderNumber: string;
  email: string;
  firstName: string;
  shopName: string;
  status: OrderStatusName;
  orderStatus: OrderStatusName;
  trackingNumber: string | null;
}

export function fulfilmentRepository(db: Database) {
  /** The vendor's lines of an order (empty when none). */
  const linesOf = (executor: Database, vendorId: number, orderId: number) =>
    executor
      .select({
        productId: orderItems.productId,
        name: orderItems.name,
        image: orderItems.image,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(eq(orderItems.orderId, orderId), eq(products.vendorId, vendorId)))
      .orderBy(asc(orderItems.position));

  async function history(executor: Database, orderId: number, vendorId?: number): Promise<OrderStatusEvent[]> {
    const [order] = await executor.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, orderId));
    if (!order) return [];
    const events = await executor
      .select({
        status: orderStatusEvents.status,
        at: orderStatusEvents.createdAt,
        trackingNumber: orderStatusEvents.trackingNumber,
        shopName: vendors.shopName,
      })
      .from(orderStatusEvents)
      .leftJoin(vendors, eq(vendors.id, orderStatusEvents.vendorId))
      .where(and(eq(orderStatusEvents.orderId, orderId), vendorId ? eq(orderStatusEvents.vendorId, vendorId) : undefined))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
    return [
      { status: 'placed', at: iso(order.createdAt), trackingNumber: null, shopName: null },
      ...events.map((e) => ({ status: e.status, at: iso(e.at), trackingNumber: e.trackingNumber, shopName: e.shopName })),
    ];
  }

  return {
    /** The status history of an order for its shopper (every vendor's moves), oldest first. */
    history: (orderId: number) => history(db, orderId),

    /** Histories of several orders (the account's Orders), by order id. */
    async histories(orderIds: number[]): Promise<Map<number, OrderStatusEvent[]>> {
      const result = new Map<number, OrderStatusEvent[]>();
      for (const id of orderIds) result.set(id, await history(db, id));
      return result;
    },

    /** Orders holding the vendor's products, newest first, with the vendor's status and subtotal. */
    async list(vendorId: number, limit = 200): Promise<VendorOrderSummary[]> {
      const rows = await queryRows<{
        id: number;
        orderNumber: string;
        createdAt: string | Date;
        status: OrderStatusName | null;
        trackingNumber: string | null;
        items: number;
        subtotal: string | number;
      }>(
        db,
        sql`select o.id, o.order_number as "orderNumber", o.created_at as "createdAt", f.status, f.tracking_number as "trackingNumber",
              sum(i.quantity)::int as items, sum(i.quantity * i.unit_price) as subtotal
            from ${orders} o
            join ${orderItems} i on i.order_id = o.id
            join ${products} p on p.id = i.product_id and p.vendor_id = ${vendorId}
            left join ${orderFulfilments} f on f.order_id = o.id and f.vendor_id = ${vendorId}
            group by o.id, f.status, f.tracking_number
            order by o.created_at desc, o.id desc
            limit ${limit}`,
      );
      return rows.map((r) => ({
        _id: String(r.id),
        orderNumber: r.orderNumber,
        orderDate: iso(new Date(r.createdAt)),
        status: r.status ?? 'placed',
        trackingNumber: r.trackingNumber,
        items: Number(r.items),
        subtotal: Number(r.subtotal),
      }));
    },

    /** The vendor's view of an order, or null when it holds none of the vendor's products. */
    async detail(vendorId: number, orderId: number): Promise<VendorOrderDetail | null> {
      const lines = await linesOf(db, vendorId, orderId);
      if (lines.length === 0) return null;
      const [order] = await db
        .select({ order: orders, firstName: users.firstName, lastName: users.lastName })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      if (!order) return null;
      const [f] = await db
        .select()
        .from(orderFulfilments)
        .where(and(eq(orderFulfilments.orderId, orderId), eq(orderFulfilments.vendorId, vendorId)));
      const subtotalCents = lines.reduce((sum, l) => sum + Math.round(Number(l.unitPrice) * 100) * l.quantity, 0);
      return {
        _id: String(orderId),
        orderNumber: order.order.orderNumber,
        orderDate: iso(order.order.createdAt),
        status: f?.status ?? 'placed',
        trackingNumber: f?.trackingNumber ?? null,
        items: lines.reduce((sum, l) => sum + l.quantity, 0),
        subtotal: subtotalCents / 100,
        customerName: `${order.firstName} ${order.lastName}`.trim(),
        phoneNumber: order.order.phoneNumber,
        shippingAddress: order.order.shippingAddress,
        lines: lines.map((l) => ({
          productId: String(l.productId),
          name: l.name,
          image: l.image,
          price: Number(l.unitPrice),
          quantity: l.quantity,
        })),
        history: await history(db, orderId, vendorId),
      };
    },

    /**
     * Moves the vendor's lines of an order to `status` (see FULFILMENT_MOVES), recording who and
     * when; a cancellation returns the lines' stock. Null when the order holds none of the
     * vendor's products (nothing changes); 409 for a move that is not allowed from where it stands.
     */
    async move(
      vendorId: number,
      orderId: number,
      actorUserId: number,
      to: Exclude<OrderStatusName, 'placed'>,
      trackingNumber?: string,
    ): Promise<MoveResult | null> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const lines = await linesOf(t, vendorId, orderId);
        if (lines.length === 0) return null;
        await tx.insert(orderFulfilments).values({ orderId, vendorId }).onConflictDoNothing();
        const [f] = await tx
          .select()
          .from(orderFulfilments)
          .where(and(eq(orderFulfilments.orderId, orderId), eq(orderFulfilments.vendorId, vendorId)))
          .for('update');
        const from = f!.status;
        if (!FULFILMENT_MOVES[from].includes(to)) {
          throw conflict(msg('order.invalid_status_move', { from: orderStatusName(from), to: orderStatusName(to) }), {
            code: 'invalid_status_move',
            status: from,
          });
        }
        const tracking = to === 'shipped' ? (trackingNumber ?? null) : f!.trackingNumber;
        await tx
          .update(orderFulfilments)
          .set({ status: to, trackingNumber: tracking, updatedAt: new Date() })
          .where(and(eq(orderFulfilments.orderId, orderId), eq(orderFulfilments.vendorId, vendorId)));
        await tx
          .insert(orderStatusEvents)
          .values({ orderId, vendorId, status: to, trackingNumber: to === 'shipped' ? tracking : null, actorUserId });
        // The part's money moves in the same transaction as its status.
        if (to === 'delivered') await partDelivered(t, orderId, vendorId);
        if (to === 'cancelled') await partCancelled(t, orderId, vendorId);
        if (to === 'cancelled') {
          const ids = lines.map((l) => l.productId);
          await tx.execute(sql`
            update ${products} set stock = ${products.stock} + w.quantity
            from unnest(${sql.param(ids)}::int[], ${sql.param(lines.map((l) => l.quantity))}::int[]) as w(id, quantity)
            where ${products.id} = w.id`);
        }
        // The order's status: the least advanced of its vendors' (cancelled ones aside).
        const vendorsOnOrder = await queryRows<{ status: OrderStatusName | null }>(
          t,
          sql`select f.status from (select distinct p.vendor_id from ${orderItems} i join ${products} p on p.id = i.product_id where i.order_id = ${orderId}) v
              left join ${orderFulfilments} f on f.order_id = ${orderId} and f.vendor_id = v.vendor_id`,
        );
        const statuses = vendorsOnOrder.map((r) => r.status ?? 'placed');
        const active = statuses.filter((s) => s !== 'cancelled');
        const orderStatus: OrderStatusName = active.length === 0 ? 'cancelled' : active.reduce((min, s) => (RANK[s] < RANK[min] ? s : min));
        const [order] = await tx
          .update(orders)
          .set({ status: orderStatus })
          .where(eq(orders.id, orderId))
          .returning({ orderNumber: orders.orderNumber, email: orders.email, userId: orders.userId });
        const [user] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, order!.userId));
        const [vendor] = await tx.select({ shopName: vendors.shopName }).from(vendors).where(eq(vendors.id, vendorId));
        return {
          orderId,
          orderNumber: order!.orderNumber,
          email: order!.email,
          firstName: user?.firstName ?? '',
          shopName: vendor?.shopName ?? '',
          status: to,
          orderStatus,
          trackingNumber: tracking,
        };
      });
    },

    /** Figures of the last `days` days (not cancelled): orders, revenue (EGP), per day, and the 5 best sellers. */
    async stats(vendorId: number, days = 30) {
      const since = sql`now() - make_interval(days => ${days})`;
      const daily = await queryRows<{ day: string; orders: number; revenue: string | number }>(
        db,
        sql`select to_char(o.created_at at time zone 'Africa/Cairo', 'YYYY-MM-DD') as day, count(distinct o.id)::int as orders,
              sum(i.quantity * i.unit_price) as revenue
            from ${orders} o join ${orderItems} i on i.order_id = o.id
            join ${products} p on p.id = i.product_id and p.vendor_id = ${vendorId}
            left join ${orderFulfilments} f on f.order_id = o.id and f.vendor_id = ${vendorId}
            where o.created_at >= ${since} and coalesce(f.status, 'placed') <> 'cancelled'
            group by 1 order by 1`,
      );
      const best = await queryRows<{ productId: number; name: string; quantity: number; revenue: string | number }>(
        db,
        sql`select i.product_id as "productId", min(i.name) as name, sum(i.quantity)::int as quantity, sum(i.quantity * i.unit_price) as revenue
            from ${orders} o join ${orderItems} i on i.order_id = o.id
            join ${products} p on p.id = i.product_id and p.vendor_id = ${vendorId}
            left join ${orderFulfilments} f on f.order_id = o.id and f.vendor_id = ${vendorId}
            where o.created_at >= ${since} and coalesce(f.status, 'placed') <> 'cancelled'
            group by i.product_id order by quantity desc, revenue desc limit 5`,
      );
      const perDay = daily.map((d) => ({ date: d.day, orders: Number(d.orders), revenue: Math.round(Number(d.revenue) * 100) / 100 }));
      const [distinct] = await queryRows<{ n: number }>(
        db,
        sql`select count(distinct o.id)::int as n from ${orders} o join ${orderItems} i on i.order_id = o.id
            join ${products} p on p.id = i.product_id and p.vendor_id = ${vendorId}
            left join ${orderFulfilments} f on f.order_id = o.id and f.vendor_id = ${vendorId}
            where o.created_at >= ${since} and coalesce(f.status, 'placed') <> 'cancelled'`,
      );
      return {
        days,
        orders: Number(distinct?.n ?? 0),
        revenue: Math.round(perDay.reduce((sum, d) => sum + d.revenue, 0) * 100) / 100,
        perDay,
        bestSellers: best.map((b) => ({
          productId: String(b.productId),
          name: b.name,
          quantity: Number(b.quantity),
          revenue: Math.round(Number(b.revenue) * 100) / 100,
        })),
      };
    },
  };
}

export type FulfilmentRepository = ReturnType<typeof fulfilmentRepository>;
