/**
 * Orders (SPEC §3 "Order", §7 customer orders; checkout and /trackorder). Placing an order is one
 * transaction: lock the products (in id order, so two checkouts never deadlock), price every
 * line from the catalog, check listing and stock, lower the stock, take the day's next order
 * number and write the order. Two shoppers racing for the last unit: the second one waits on the
 * row lock, then sees stock 0 and gets a 409.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { SHIPPING_FEE } from '@manzil/shared/contract';
import type { Locale } from '../lib/locale.ts';
import type { Database } from '../db/client.ts';
import { promoCodes, promoRedemptions } from '../db/billing-schema.ts';
import { orderCounters, orderItems, orders, products, type OrderAddress } from '../db/schema.ts';
import { conflict } from '../lib/errors.ts';
import { recordOrderLines } from '../services/money/events.ts';
import { discountCents, promoErrors, redemptionCount, type PromoRow, type PromoTerms } from './promo-codes.ts';
import { productImages } from './products.ts';
import { msg, type ApiMessage } from '../i18n/translate.ts';

export type OrderStatus = (typeof orders.$inferSelect)['status'];
export type PaymentMethod = (typeof orders.$inferSelect)['paymentMethod'];
export type PaymentStatus = (typeof orders.$inferSelect)['paymentStatus'];

/** The `PlacedOrder` JSON of @manzil/shared. */
export interface PlacedOrderJson {
  _id: string;
  orderNumber: string;
  orderDate: string;
  status: OrderStatus;
  cartItems: { name: string; price: number; productId: string; quantity: number; image: string }[];
  subtotal: number;
  shippingFee: number;
  total: number;
  shippingAddress: OrderAddress;
  phoneNumber: string;
  paymentMethod: PaymentMethod;
  /** EGP taken off the subtotal by `promoCode` (total = subtotal − discount + shippingFee). */
  discount: number;
  promoCode: string | null;
  paymentStatus: PaymentStatus;
}

export interface NewOrder {
  userId: number;
  email: string;
  items: { productId: number; quantity: number }[];
  shippingAddress: OrderAddress;
  phoneNumber: string;
  paymentMethod: PaymentMethod;
  cardId?: number;
  /**
   * A promo code checked by the caller; its minimum order, limit of uses and once-per-e-mail
   * rule are checked again, and it is redeemed, in the same transaction.
   */
  promo?: PromoTerms & Pick<PromoRow, 'id' | 'oncePerEmail' | 'maxRedemptions'>;
  /** Default `not-required` (cash on delivery). */
  paymentStatus?: PaymentStatus;
  paymentReturnUrl?: string;
  /** The language of the shop's answers and e-mails for this order (default English). */
  locale?: Locale;
  /** Called with the priced total (piastres) before anything is written; throw to refuse the order. */
  beforeWrite?: (totals: { subtotalCents: number; discountCents: number; totalCents: number }) => void;
  /** Called with the written order inside its transaction (the confirmation's outbox row);
   * throw to write nothing. */
  afterWrite?: (tx: Database, order: PlacedOrderJson) => Promise<void>;
}

const cents = (egp: number) => Math.round(Number(egp) * 100);

/** `20261121` for the current day in Cairo (the shop's day, whatever the server's zone). */
export function cairoDay(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}${get('month')}${get('day')}`;
}

export const formatOrderNumber = (day: string, n: number) => `MZ-${day}-${String(n).padStart(4, '0')}`;

/** The sentence of a 409 for a line the catalog cannot fill. */
/** Why a line cannot be had; the product named in the shopper's language (its Arabic name, when it has one). */
function stockMessage(names: { name: string; nameAr: string | null } | null, wanted: number, stock: number, listed: boolean): ApiMessage {
  if (names === null) return msg('checkout.product_gone');
  const name = (locale: Locale) => (locale === 'ar' && names.nameAr) || names.name;
  if (!listed) return msg('checkout.product_unavailable', { name });
  if (stock <= 0) return msg('checkout.sold_out', { name });
  return msg(stock === 1 ? 'checkout.stock_left_one' : 'checkout.stock_left', { name, stock, wanted });
}

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

function toJson(order: OrderRow, items: ItemRow[]): PlacedOrderJson {
  return {
    _id: String(order.id),
    orderNumber: order.orderNumber,
    orderDate: new Date(order.createdAt).toISOString(),
    status: order.status,
    cartItems: items.map((item) => ({
      name: item.name,
      price: Number(item.unitPrice),
      productId: String(item.productId),
      quantity: item.quantity,
      image: item.image,
    })),
    subtotal: Number(order.subtotal),
    shippingFee: Number(order.shippingFee),
    total: Number(order.total),
    shippingAddress: order.shippingAddress,
    phoneNumber: order.phoneNumber,
    paymentMethod: order.paymentMethod,
    discount: Number(order.discount),
    promoCode: order.promoCode,
    paymentStatus: order.paymentStatus,
  };
}

export function ordersRepository(db: Database) {
  /** Orders with their lines, in the order given. */
  async function withItems(rows: OrderRow[]): Promise<PlacedOrderJson[]> {
    if (rows.length === 0) return [];
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    const byOrder = new Map<number, ItemRow[]>();
    for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
    return rows.map((row) => toJson(row, byOrder.get(row.id) ?? []));
  }

  return {
    /**
     * Places an order, or throws a 409 `HttpError` naming the first product that is unknown,
     * unlisted, sold out or short of stock (nothing is written then).
     */
    async place(order: NewOrder): Promise<PlacedOrderJson> {
      // One line per product, in the order the shopper added them.
      const wanted = new Map<number, number>();
      for (const item of order.items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
      const ids = [...wanted.keys()].sort((a, b) => a - b);

      const { row, items } = await db.transaction(async (tx) => {
        if (order.promo?.oncePerEmail) {
          // Serialise two checkouts of one e-mail with the same code; the unique index is the net.
          await tx.execute(sql`select pg_advisory_xact_lock(${order.promo.id}::int, hashtext(lower(${order.email})))`);
          const [used] = await tx
            .select({ id: promoRedemptions.id })
            .from(promoRedemptions)
            .where(and(eq(promoRedemptions.promoCodeId, order.promo.id), sql`lower(${promoRedemptions.email}) = lower(${order.email})`))
            .limit(1);
          if (used) throw promoErrors.used(order.promo.code);
        }
        if (order.promo && order.promo.maxRedemptions !== null) {
          // Serialise the code's last uses: the row lock holds until this order is written.
          await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, order.promo.id)).for('update');
          if ((await redemptionCount(tx, order.promo.id)) >= order.promo.maxRedemptions) {
            throw promoErrors.usedUp(order.promo.code);
          }
        }
        const found = await tx
          .select({
            id: products.id,
            name: products.name,
            nameAr: products.nameAr,
            price: products.effectivePrice,
            stock: products.stock,
            status: products.status,
            imageCount: products.imageCount,
            imagePaths: products.imagePaths,
          })
          .from(products)
          .where(inArray(products.id, ids))
          .orderBy(asc(products.id))
          .for('update');
        const byId = new Map(found.map((p) => [p.id, p]));
        for (const [productId, quantity] of wanted) {
          const product = byId.get(productId);
          if (!product || !product.status || product.stock < quantity) {
            throw conflict(stockMessage(product ?? null, quantity, product?.stock ?? 0, product?.status ?? false), {
              code: 'out_of_stock',
              productId: String(productId),
              available: product?.status ? Math.max(0, product.stock) : 0,
            });
          }
        }

        await tx.execute(sql`
          update ${products} set stock = ${products.stock} - w.quantity
          from unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((id) => wanted.get(id)!))}::int[]) as w(id, quantity)
          where ${products.id} = w.id`);

        const lines = [...wanted].map(([productId, quantity], position) => {
          const product = byId.get(productId)!;
          return {
            productId,
            quantity,
            position,
            name: product.name,
            image: product.imagePaths?.[0] ?? productImages(productId, 1)[0]!,
            unitPrice: Number(product.price),
          };
        });
        const subtotalCents = lines.reduce((sum, line) => sum + cents(line.unitPrice) * line.quantity, 0);
        const shippingCents = cents(SHIPPING_FEE);
        const discount = order.promo ? discountCents(order.promo, subtotalCents) : 0;
        const totalCents = subtotalCents - discount + shippingCents;
        order.beforeWrite?.({ subtotalCents, discountCents: discount, totalCents });

        // Taken last, so the counter row is locked only for the few writes that follow.
        const day = cairoDay();
        const [counter] = await tx
          .insert(orderCounters)
          .values({ day, last: 1 })
          .onConflictDoUpdate({ target: orderCounters.day, set: { last: sql`${orderCounters.last} + 1` } })
          .returning({ last: orderCounters.last });

        const [inserted] = await tx
          .insert(orders)
          .values({
            orderNumber: formatOrderNumber(day, counter!.last),
            userId: order.userId,
            email: order.email,
            subtotal: subtotalCents / 100,
            shippingFee: shippingCents / 100,
            total: totalCents / 100,
            discount: discount / 100,
            promoCode: order.promo?.code ?? null,
            paymentStatus: order.paymentStatus ?? 'not-required',
            paymentReturnUrl: order.paymentReturnUrl ?? null,
            locale: order.locale ?? 'en',
            shippingAddress: order.shippingAddress,
            phoneNumber: order.phoneNumber,
            paymentMethod: order.paymentMethod,
            cardId: order.cardId ?? null,
          })
          .returning();
        if (order.promo)
          await tx.insert(promoRedemptions).values({ promoCodeId: order.promo.id, email: order.email, orderId: inserted!.id });
        const itemRows = await tx
          .insert(orderItems)
          .values(lines.map((line) => ({ ...line, orderId: inserted!.id })))
          .returning();
        // Each line's commission is fixed now: a later change of the rules never rewrites it.
        await recordOrderLines(tx as unknown as Database, { id: inserted!.id, discountCents: discount, shippingCents }, itemRows);
        const written = { row: inserted!, items: itemRows.sort((a, b) => a.position - b.position) };
        await order.afterWrite?.(tx, toJson(written.row, written.items));
        return written;
      });
      return toJson(row, items);
    },

    /** The order with that id (of that shopper, when `userId` is given), with its lines, or null. */
    async byId(id: number, userId?: number): Promise<PlacedOrderJson | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(userId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, userId)))
        .limit(1);
      return (await withItems(rows))[0] ?? null;
    },

    /** The id of the shopper who placed the order numbered `orderNumber`, or null. */
    async ownerOf(orderNumber: string): Promise<number | null> {
      const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
      return row?.userId ?? null;
    },

    /** The shopper's orders, newest first, with their lines. */
    async forCustomer(userId: number): Promise<PlacedOrderJson[]> {
      const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
      return withItems(rows);
    },

    /** The order with that number placed with that e-mail, or null (both must match). */
    async track(orderNumber: string, email: string): Promise<PlacedOrderJson | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.email, email)))
        .limit(1);
      return (await withItems(rows))[0] ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
