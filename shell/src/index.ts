// The async boundary of Module Federation: nothing shared is imported before './bootstrap'.
// The runtime manifest is fetched while the bootstrap chunk loads, not after it: no waterfall.
const manifest: Promise<unknown> = fetch('/remotes.json', { cache: 'no-cache' }).then((response) => {
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return response.json();
});
manifest.catch(() => undefined);

void import('./bootstrap').then(({ start }) => start(manifest));
