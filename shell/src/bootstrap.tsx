/** Resolves in a new task: what awaits it runs after the browser has had its turn (a paint, an input). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Starts the store (start-store.tsx) with its code evaluated in three tasks instead of one: React
 * DOM, then `@manzil/shared` (its stores and atoms), then the shell's app. Each is already in the
 * bootstrap chunk group (`webpackMode: "eager"`: no request of its own); a module is evaluated when
 * first imported, and evaluating all of them at once was the longest task of a page's start
 * (docs/performance.md).
 * @param manifest the runtime manifest (remotes.json), inlined or fetched by the entry
 * @param queryState the document's dehydrated query cache, as the entry read it (undefined: none)
 */
export async function start(manifest: Promise<unknown>, queryState: unknown): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@manzil/shared');
  await nextTask();
  const { startStore } = await import(/* webpackMode: "eager" */ './start-store');
  await startStore(manifest, queryState);
}
