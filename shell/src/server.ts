// The entry of the shell's Node build (tooling/webpack.mjs `serverConfig`): the server render of
// the store for the document server (shell/server/render-worker.mjs, docs/rendering.md). The
// build is the Module Federation host of the render: the import below is its async boundary,
// where the shared singletons it provides to the remotes' Node containers are set up.
import type { ServerRenderRequest, ServerRenderResult } from '@manzil/shared/server';
import type { ServerSetup } from './server/render';

const renderer = import('./server/render');

/** Sets up the render of one generation of the runtime manifest (its remotes), once per worker. */
export async function configure(setup: ServerSetup): Promise<void> {
  (await renderer).configure(setup);
}

/** Renders one document's `#root` (frame and page), its status, head and dehydrated cache. */
export async function render(request: ServerRenderRequest & { deadline: number }): Promise<ServerRenderResult> {
  return (await renderer).render(request);
}
