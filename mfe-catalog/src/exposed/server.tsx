// `./server` (Node build only): the catalog's part of the server render (docs/rendering.md). The
// shell's server render asks it to `load` the route of a request: the route's loader
// (route-loaders.ts) fills the request's query cache with the queries the page reads and answers
// the document's status and head. The shell then renders the page from `./routes`, the module the
// browser loads, inside its frame, and the browser hydrates the whole.
import { createServerModule } from '@manzil/shared/server';
import { routes } from '../routes';
import { loaders } from '../route-loaders';

const server = createServerModule({ routes, loaders });

export const { load } = server;
export default server;
