/** The global the shell lends its federation runtime under (provide-runtime.mjs → remote-runtime.mjs). */
export const PROVIDED_RUNTIME = '__MANZIL_FEDERATION_RUNTIME__';
