// `./server` (Node build only): the partner area's pages rendered for the shell's document server
// (docs/rendering.md) by @manzil/shared/server's generic render. The public pages render whole;
// a vendor- or admin-area page renders as its loading state (the browser fills in the partner's
// data), with a title and `noindex` (route-loaders.ts).
import { createRemoteServer } from '@manzil/shared/server';
import { LoadingState, routes } from './routes';
import { isPrivateRoute, loaders } from '../route-loaders';

export const { render } = createRemoteServer({
  routes: routes.map((route) => (isPrivateRoute(route.path) ? { path: route.path, Component: LoadingState } : route)),
  loaders,
});

export default { render };
