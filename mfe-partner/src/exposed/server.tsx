// `./server` (Node build only): this remote's part of the server render (docs/rendering.md). The
// shell's server render asks it to `load` a request's route: the route's loader (route-loaders.ts)
// answers the document's status and head. The public pages (partners, careers, a role)
// render on the server from `./routes` inside the shell's frame; the vendor and admin areas say
// `noindex` with their title and are left to the browser.
import { createServerModule } from '@manzil/shared/server';
import { routes } from './routes';
import { loaders } from '../route-loaders';

const server = createServerModule({ routes, loaders });

export const { load } = server;
export default server;
