/**
 * The numbers of the returns policy (Egypt's Consumer Protection Law 181/2018), in a module of
 * their own without a schema: a page that only states them (the product page's "made to order"
 * line, the policy page) does not build the contract's zod schemas when its chunk runs. Re-exported
 * by `money.ts`, `returns.ts` and the contract's index.
 */

/**
 * Days after delivery during which a shopper may return an item without a reason (Consumer
 * Protection Law 181/2018, art. 17). A vendor's net for a line stays *pending* until this window
 * has closed, then becomes *available* for a payout.
 */
export const RETURN_WINDOW_DAYS = 14;

/**
 * The numbers of the returns policy:
 * - `changeOfMindDays`: a return without a reason, counted from the delivery the vendor recorded (art. 17);
 * - `defectDays`: a defective or non-conforming good (art. 21);
 * - `vendorAnswerHours`: the vendor approves or rejects a request within this, else it goes to support;
 * - `refundDays`: the refund is made within this, by the means the shopper paid (art. 40).
 */
export const RETURN_RULES = {
  changeOfMindDays: RETURN_WINDOW_DAYS,
  defectDays: 30,
  vendorAnswerHours: 48,
  refundDays: 7,
} as const;
