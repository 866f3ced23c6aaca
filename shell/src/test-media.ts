// For tests that need a screen of a given kind: window.matchMedia answering as such a browser would.

/** Replaces window.matchMedia so that the queries listed match and every other query does not (restore it after the test). */
export function mockMatchMedia(matching: string[]): void {
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
