import { z } from 'zod';

/**
 * A transform's last step: `value` checked by the contract's `schema`, its failures reported as
 * the form's own (same paths), so a form whose fields differ from the contract's input (texts to
 * split, one kind's fields of two) still sends only what the contract accepts.
 */
export function checkedBy<S extends z.ZodType>(schema: S, value: unknown, ctx: z.core.$RefinementCtx): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] });
  return z.NEVER;
}
