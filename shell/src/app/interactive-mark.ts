import { useEffect } from 'react';

/**
 * The parts of the store that hydrate on their own: the root (the frame around them) and the
 * header and footer, each its own Suspense boundary (app/layout.tsx), so React hydrates them in
 * short slices after the root instead of in one long task. The page's region hydrates as its
 * remote's code arrives (federation/remote-outlet.tsx), as before.
 */
export type InteractivePart = 'root' | 'header' | 'footer';

const PARTS: readonly InteractivePart[] = ['root', 'header', 'footer'];
const done = new Set<InteractivePart>();

/**
 * Marks one part as hydrated (or rendered, without a served document). Once every part is,
 * `#root[data-interactive]` says the store's controls answer: what a person does before that is
 * not seen, and tests wait for it.
 */
export function useInteractiveMark(...parts: InteractivePart[]): void {
  const key = parts.join(' ');
  useEffect(() => {
    for (const part of key.split(' ')) done.add(part as InteractivePart);
    if (PARTS.every((each) => done.has(each))) document.getElementById('root')?.setAttribute('data-interactive', '');
  }, [key]);
}

/** Every part the store hydrates on its own (the error page stands in for the header and footer). */
export const ALL_PARTS = PARTS;

/** A part's mark as an element, for the end of its Suspense boundary. */
export function InteractiveMark({ part }: { part: InteractivePart }): null {
  useInteractiveMark(part);
  return null;
}
