/** A vendor's notifications (new orders, low stock, decisions), newest first, with the unread count. */
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendorNotifications, type NotificationKind } from '../../db/partner-schema.ts';
import type { VendorNotification, VendorNotificationList } from '@manzil/shared/contract';

type Row = typeof vendorNotifications.$inferSelect;

const toJson = (row: Row): VendorNotification => ({
  _id: String(row.id),
  kind: row.kind,
  payload: row.payload,
  read: row.readAt !== null,
  createdAt: new Date(row.createdAt).toISOString(),
});

export function notificationsRepository(db: Database) {
  return {
    /** Adds one notification (the triggers of 0008 add `new_order` and `low_stock` themselves). */
    async add(executor: Database, vendorId: number, kind: NotificationKind, payload: Record<string, unknown>): Promise<void> {
      await executor.insert(vendorNotifications).values({ vendorId, kind, payload });
    },

    /** Up to `limit` of the vendor's notifications, newest first (before `beforeId` to page), and the unread count. */
    async list(vendorId: number, options: { limit?: number; beforeId?: number } = {}): Promise<VendorNotificationList> {
      const rows = await db
        .select()
        .from(vendorNotifications)
        .where(and(eq(vendorNotifications.vendorId, vendorId), options.beforeId ? lt(vendorNotifications.id, options.beforeId) : undefined))
        .orderBy(desc(vendorNotifications.createdAt), desc(vendorNotifications.id))
        .limit(options.limit ?? 50);
      return { notifications: rows.map(toJson), unread: await this.unread(vendorId) };
    },

    async unread(vendorId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(vendorNotifications)
        .where(and(eq(vendorNotifications.vendorId, vendorId), isNull(vendorNotifications.readAt)));
      return Number(row?.n ?? 0);
    },

    /** Marks the vendor's notifications read (all, or those ids); other vendors' ids change nothing. Returns how many changed. */
    async markRead(vendorId: number, ids?: number[]): Promise<number> {
      if (ids && ids.length === 0) return 0;
      const changed = await db
        .update(vendorNotifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(vendorNotifications.vendorId, vendorId),
            isNull(vendorNotifications.readAt),
            ids ? inArray(vendorNotifications.id, ids) : undefined,
          ),
        )
        .returning({ id: vendorNotifications.id });
      return changed.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
