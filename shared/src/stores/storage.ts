/** Small guarded access to browser storage (absent in Node, may throw in private modes). */

export function readJson<T>(key: string, storage: Storage | undefined = safeLocalStorage()): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    if (value === null || value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or denied: the in-memory state stays right for this tab.
  }
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Calls `onChange` when another tab changes `key` (the `storage` event never fires in the tab that wrote). */
export function onOtherTabChange(key: string, onChange: () => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) onChange();
  });
}

/** Keeps one instance per page on globalThis, so a duplicated module copy shares the same store. */
export function pageSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`manzil.${name}`);
  const g = globalThis as Record<symbol, unknown>;
  if (!(key in g)) g[key] = create();
  return g[key] as T;
}
