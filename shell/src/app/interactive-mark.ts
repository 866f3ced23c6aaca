import { useEffect } from 'react';

/**
 * The parts of the store that hydrate on their own: the root (the frame around them) and the
 * header and footer, each its own Suspense boundary (app/layout.tsx), so React hydrates them in
 * short slices after the root instead of in one long task. The page's region hydrates as its
 * remote's code arrives (federation/remote-outlet.tsx), as before.
 */
export const INTERACTIVE_PARTS = ['root', 'header', 'footer'] as const;
export type InteractivePart = (typeof INTERACTIVE_PARTS)[number];

const done = new Set<InteractivePart>();

/**
 * Marks parts as hydrated (or rendered, without a served document) once the component calling it
 * has committed. Once every part is, `#root[data-interactive]` says the store's controls answer:
 * what a person does before that is not seen, and tests wait for it.
 * @param parts the parts this component stands for (a component marks the same parts all its life)
 */
export function useInteractiveMark(parts: readonly InteractivePart[]): void {
  useEffect(() => {
    for (const part of parts) done.add(part);
    if (INTERACTIVE_PARTS.every((each) => done.has(each))) document.getElementById('root')?.setAttribute('data-interactive', '');
    // Marked once, when the part first commits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** A part's mark as an element, for the end of its Suspense boundary. */
export function InteractiveMark({ part }: { part: InteractivePart }): null {
  useInteractiveMark([part]);
  return null;
}
