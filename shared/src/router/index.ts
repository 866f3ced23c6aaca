// @manzil/shared/router: the part of React Router the Manzil apps use, a subpath entry shared as
// its own federation singleton instead of 'react-router' itself (issue 9). A shared module is
// built whole, because its build cannot know what the other apps will import from it; this entry
// names the exports the apps use, so webpack keeps only those of react-router (whose package is
// side-effect free) in the one copy every app loads: one router, one context, across the shell
// and the remotes. No app imports 'react-router' itself (eslint.config.mjs forbids it), so no
// remote can bring a second copy. A name added here is a contract change: bump the package's
// minor version (tooling/federation.mjs shares this entry at the package's version). The routers
// only tests use are @manzil/shared/router/testing.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  isRouteErrorResponse,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction, RouteObject } from 'react-router';
// react-router/dom's RouterProvider passes ReactDOM.flushSync to the router; it imports
// 'react-dom' (the shared singleton), nothing else of React DOM.
export { RouterProvider } from 'react-router/dom';
