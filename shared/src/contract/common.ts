/** Small shapes several calls share. */
import { z } from 'zod';

/** `{ _id, name }`: a reference to a named record, as embedded in a product (SPEC §3 `category.name`). */
export const namedRefSchema = z.object({ _id: z.string(), name: z.string() });

/** `{ ok: true }`: the answer of a call that has nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) });

export type NamedRef = z.infer<typeof namedRefSchema>;
