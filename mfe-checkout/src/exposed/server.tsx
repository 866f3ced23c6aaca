// `./server` (Node build only): this remote's part of the server render (docs/rendering.md). The
// shell's server render asks it to `load` a request's route: the route's loader (route-loaders.ts)
// answers the document's status and head. Every page here is the shopper's own
// (cart, checkout, an order's tracking): its head says `noindex` with the page's title, and its
// region is left to the browser, which renders it after the frame is hydrated.
import { createServerModule } from '@manzil/shared/server';
import { routes } from './routes';
import { loaders } from '../route-loaders';

const server = createServerModule({ routes, loaders });

export const { load } = server;
export default server;
