// Code that no first view needs loads when it is first wanted: the Radix dialogs, the
// catalog's filter panel and drawer, the header's mega-menu. One loader for all of them.
import { useEffect, useState } from 'react';

/** A module loaded on demand: once it has loaded, `get` returns it at once (no re-render waits for it). */
export interface LazyModule<T> {
  /** The module if it has loaded, else undefined. */
  get(): T | undefined;
  /** Starts the load (once; a failed load is tried again on the next call) and resolves with the module. */
  load(): Promise<T>;
}

/**
 * Wraps a dynamic `import()` so that it runs once per page and a failure is retried on the next
 * call: `lazyModule(() => import('./x'))`.
 * @param load the dynamic import
 * @returns the module's loader
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get: () => loaded,
    load(): Promise<T> {
      if (loaded) return Promise.resolve(loaded);
      loading ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The module of `source` once `wanted` has been true and it has loaded; undefined until then.
 * A failed load is reported with `failure` (console.error) and tried again when `wanted` next
 * turns true.
 * @param source the module's loader (lazyModule)
 * @param wanted whether the module is needed now
 * @param failure what the console says when the load fails
 * @returns the module, or undefined while it is not loaded
 */
export function useLazyModule<T>(source: LazyModule<T>, wanted: boolean, failure: string): T | undefined {
  const [module, setModule] = useState(source.get);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    source.load().then(
      (next) => live && setModule(() => next),
      (error: unknown) => console.error(failure, error),
    );
    return () => {
      live = false;
    };
  }, [source, wanted, module, failure]);
  return module ?? source.get();
}
