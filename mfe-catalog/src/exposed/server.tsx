// `./server` (Node build only): the catalog's pages rendered for the shell's document server
// (docs/rendering.md), by @manzil/shared/server's generic render from the catalog's routes and
// their loaders (route-loaders.ts).
import { createRemoteServer } from '@manzil/shared/server';
import { routes } from '../routes';
import { loaders } from '../route-loaders';

export const { render } = createRemoteServer({ routes, loaders });

export default { render };
