/**
 * After the sale: cancellations, returns and refunds (Egypt's Consumer Protection Law 181/2018).
 * The rules and their numbers live here, once: the API enforces them, the account and partner
 * screens offer what they allow, and the shell's policy page states them (docs/returns.md).
 */
import { z } from 'zod';
import { lineText, optionalLine } from './fields.ts';
import { RETURN_RULES } from './return-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two paths a return takes: without a reason (change of mind) or for a defect. */
export const returnPathSchema = z.enum(['change_of_mind', 'defect']);
export type ReturnPath = z.infer<typeof returnPathSchema>;

/** The reasons a shopper picks from, with the path each belongs to. */
export const RETURN_REASONS = {
  changed_mind: 'change_of_mind',
  does_not_fit: 'change_of_mind',
  not_as_pictured: 'change_of_mind',
  damaged_in_delivery: 'defect',
  defective: 'defect',
  wrong_item: 'defect',
  missing_parts: 'defect',
} as const satisfies Record<string, ReturnPath>;
export const returnReasonSchema = z.enum(Object.keys(RETURN_REASONS) as [keyof typeof RETURN_REASONS, ...(keyof typeof RETURN_REASONS)[]]);
export type ReturnReason = z.infer<typeof returnReasonSchema>;

/** Why a path is or is not offered for a line. */
export type PathVerdict = 'open' | 'not_delivered' | 'window_closed' | 'made_to_order';

/**
 * Which paths a line may still take at `now`: change of mind within `changeOfMindDays` of the
 * delivery unless the product is made to order; a defect within `defectDays`. A window counts in
 * whole elapsed time (day 14 at the same hour as the delivery is still inside; one millisecond
 * after 14 × 24 h is outside).
 */
export function returnPaths(
  deliveredAt: Date | string | null,
  madeToOrder: boolean,
  now: Date = new Date(),
): Record<ReturnPath, PathVerdict> {
  if (deliveredAt === null) return { change_of_mind: 'not_delivered', defect: 'not_delivered' };
  const elapsed = now.getTime() - new Date(deliveredAt).getTime();
  const within = (days: number) => elapsed <= days * DAY_MS;
  return {
    change_of_mind: madeToOrder ? 'made_to_order' : within(RETURN_RULES.changeOfMindDays) ? 'open' : 'window_closed',
    defect: within(RETURN_RULES.defectDays) ? 'open' : 'window_closed',
  };
}

/** Where a return request stands. */
export const returnStatusSchema = z.enum([
  'requested', // waiting for the vendor (48 h)
  'approved', // the vendor (or support) accepted; pickup on `pickupDate`
  'rejected', // the vendor refused; the shopper may dispute it
  'escalated', // unanswered in time, or a disputed rejection: support decides
  'received', // the vendor received the units; the refund follows
  'refunded', // the refund was made (see `refund.status`)
  'closed', // support refused: final
]);
export type ReturnStatus = z.infer<typeof returnStatusSchema>;

/** Each returned unit's condition as the vendor received it: resellable units go back to stock. */
export const unitConditionSchema = z.enum(['resellable', 'not_resellable']);
export type UnitCondition = z.infer<typeof unitConditionSchema>;

/** Where a refund stands: `pending` (sent, or waiting to be retried), `succeeded`, `failed`. */
export const refundStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

/** How the money goes back: `void` or `card_refund` through the gateway, `transfer` to the shopper's wallet or bank, `none` (nothing was paid). */
export const refundMethodSchema = z.enum(['void', 'card_refund', 'transfer', 'none']);

/** A refund as the shopper, the vendor and support see it (EGP). */
export const refundSchema = z.object({
  _id: z.string(),
  kind: z.enum(['cancellation', 'return']),
  method: refundMethodSchema,
  amount: z.number(),
  status: refundStatusSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** Where the refund of a cash-on-delivery order goes: the shopper's mobile wallet or bank account. */
export const refundDestinationSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('bank'), accountName: lineText(120), iban: z.string().trim().min(15).max(40) }),
  z.strictObject({ kind: z.literal('wallet'), accountName: lineText(120), walletNumber: z.string().trim().min(6).max(20) }),
]);
export type RefundDestination = z.infer<typeof refundDestinationSchema>;

/**
 * `POST /api/orders/{id}/returns`: lines (the order line's id and how many units), the reason
 * (its path follows from it), an optional note, up to 6 photos (ids of the shopper's uploads),
 * and for a cash-on-delivery order where the refund goes.
 */
export const returnRequestInputSchema = z.strictObject({
  lines: z
    .array(z.strictObject({ lineId: z.string().regex(/^\d{1,10}$/), quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(50),
  reason: returnReasonSchema,
  note: optionalLine(1000),
  photos: z.array(z.uuid()).max(6).default([]),
  refundTo: refundDestinationSchema.optional(),
});
export type ReturnRequestInput = z.input<typeof returnRequestInputSchema>;

/** A return request as every party sees it (EGP; dates ISO 8601). */
export const returnRequestSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  shopName: z.string(),
  path: returnPathSchema,
  reason: returnReasonSchema,
  note: z.string().nullable(),
  status: returnStatusSchema,
  lines: z.array(
    z.object({
      lineId: z.string(),
      name: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      conditions: z.array(unitConditionSchema.nullable()),
    }),
  ),
  photos: z.array(z.string()).describe('Addresses of the photos (visible to the shopper, the vendor and support).'),
  pickupDate: z.string().nullable(),
  rejectReason: z.string().nullable(),
  respondBy: z.string().describe('The vendor answers by then, else the request goes to support.'),
  escalated: z.boolean(),
  decisionNote: z.string().nullable(),
  refund: refundSchema.nullable(),
  createdAt: z.string(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** `POST /api/orders/{id}/cancel`: the whole order, or only one vendor's part (its vendor id). */
export const cancelOrderInputSchema = z.strictObject({
  vendorId: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
});

/** `POST /api/vendor/orders/{id}/cancel`: why the vendor cancels its part. */
export const vendorCancelInputSchema = z.strictObject({ reason: lineText(500) });

/** `POST /api/vendor/returns/{id}/approve`: the pickup date (YYYY-MM-DD, today or later). */
export const approveReturnInputSchema = z.strictObject({ pickupDate: z.iso.date() });
/** `POST /api/vendor/returns/{id}/reject`. */
export const rejectReturnInputSchema = z.strictObject({ reason: lineText(500) });
/** `POST /api/vendor/returns/{id}/receive`: one condition per returned unit, line by line. */
export const receiveReturnInputSchema = z.strictObject({
  lines: z.array(z.strictObject({ lineId: z.string().regex(/^\d{1,10}$/), conditions: z.array(unitConditionSchema).min(1) })).min(1),
});
/**
 * `POST /api/admin/returns/{id}/decide` (support): `accept` — with a pickup date, or without one
 * for a defect refunded at once — or `refuse`; the note is kept in the audit log. Final.
 */
export const supportDecisionInputSchema = z.strictObject({
  decision: z.enum(['accept', 'refuse']),
  pickupDate: z.iso.date().optional(),
  note: lineText(1000),
});

/** Each part of an order as the shopper sees it: may it still be cancelled, may a return be asked, and why not. */
export const orderAfterSaleSchema = z.object({
  parts: z.array(
    z.object({
      vendorId: z.string(),
      shopName: z.string(),
      status: z.string(),
      cancellable: z.boolean(),
      deliveredAt: z.string().nullable(),
      lines: z.array(
        z.object({
          lineId: z.string(),
          name: z.string(),
          quantity: z.number(),
          returnable: z.number().describe('Units not already in a return.'),
          madeToOrder: z.boolean(),
          paths: z.object({ change_of_mind: z.string(), defect: z.string() }),
        }),
      ),
    }),
  ),
  paymentMethod: z.string(),
  returns: z.array(returnRequestSchema),
  refunds: z.array(refundSchema),
});
export type OrderAfterSale = z.infer<typeof orderAfterSaleSchema>;
