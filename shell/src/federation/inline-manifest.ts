/**
 * The id of the `<script type="application/json">` element in which the static server inlines
 * the runtime manifest (`/remotes.json`) into the shell's document (tooling/first-load-hints.mjs
 * writes it under the same id). Plain data: it runs nothing.
 */
export const RUNTIME_MANIFEST_ELEMENT_ID = 'manzil-runtime-manifest';
