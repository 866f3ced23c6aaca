// The shell's server render (its Node build, dist/server/main.cjs) for one generation of the
// runtime manifest, in a worker thread of its own (document-server.mjs `rendererPool`). The build
// is the Module Federation host of the render, and the federation runtime keeps its containers and
// chunk addresses in process-wide globals keyed by the remote's name: a redeployed `catalog` at a
// new URL needs globals of its own, so each generation of remotes.json gets a fresh worker (and
// renders use every core).
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const { bundle, setup } = workerData;
/** Renders in flight, by id: aborted when the document gives up on the render. */
const controllers = new Map();

const message = (error) => (error instanceof Error ? error.message : String(error));

// The document server waits for this before sending renders (and ends the worker on a failure).
const loading = (async () => {
  const shell = createRequire(import.meta.url)(bundle);
  if (typeof shell.render !== 'function' || typeof shell.configure !== 'function') throw new Error(`${bundle} exports no render()`);
  await shell.configure(setup);
  return shell;
})();
loading.then(
  () => parentPort.postMessage({ type: 'ready' }),
  (error) => parentPort.postMessage({ type: 'failed', error: message(error) }),
);

parentPort.on('message', async (request) => {
  if (request.type === 'abort') {
    controllers.get(request.id)?.abort(new Error(request.reason));
    return;
  }
  const controller = new AbortController();
  controllers.set(request.id, controller);
  try {
    const shell = await loading;
    const result = await shell.render({ ...request.input, signal: controller.signal });
    parentPort.postMessage({ type: 'result', id: request.id, result });
  } catch (error) {
    parentPort.postMessage({ type: 'error', id: request.id, error: message(error) });
  } finally {
    controllers.delete(request.id);
  }
});
