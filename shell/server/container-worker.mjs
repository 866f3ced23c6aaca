// One remote's Node container, deployed at one URL, in a worker thread of its own
// (document-server.mjs `containerLoader`). Module Federation's Node runtime keeps its containers
// and chunk addresses in process-wide globals keyed by the remote's name, so a second container
// named `catalog` in the same global scope would run the first one's chunks: a worker per deployed
// version gives each its own globals, and lets renders use every core.
import { parentPort, workerData } from 'node:worker_threads';
import { createInstance } from '@module-federation/enhanced/runtime';

const { name, url } = workerData;
const federation = createInstance({
  name: 'manzil_document_server',
  remotes: [{ name, entry: url, type: 'commonjs-module' }],
});
const loading = federation.loadRemote(`${name}/server`);
/** Renders in flight, by id: aborted when the document gives up on the region. */
const controllers = new Map();

const message = (error) => (error instanceof Error ? error.message : String(error));

// The document server waits for this before sending renders (and ends the worker on a failure).
loading.then(
  (module) =>
    parentPort.postMessage(
      module && typeof module.render === 'function' ? { type: 'ready' } : { type: 'failed', error: `${url} exposes no render()` },
    ),
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
    const module = await loading;
    const result = await module.render({ ...request.input, signal: controller.signal });
    parentPort.postMessage({ type: 'result', id: request.id, result });
  } catch (error) {
    parentPort.postMessage({ type: 'error', id: request.id, error: message(error) });
  } finally {
    controllers.delete(request.id);
  }
});
