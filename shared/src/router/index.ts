// @manzil/shared/router: the part of React Router the Manzil apps use, a subpath entry shared as
// its own federation singleton instead of 'react-router' itself. A shared module is
// built whole, because its build cannot know what the other apps will import from it; this entry
// names the exports the apps use, so webpack keeps only those of react-router (whose package is
// side-effect free) in the one copy every app loads: one router, one context, across the shell
// and the remotes. No app imports 'react-router' itself (eslint.config.mjs forbids it), so no
// remote can bring a second copy. A name added here is a contract change: bump the package's
// minor version (tooling/federation.mjs shares this entry at the package's version). The routers
// only tests use are @manzil/shared/router/testing.
//
// Declarative mode only (0.4.0): the apps mount their routes with <BrowserRouter> and useRoutes,
// and no route has a loader, action, errorElement or lazy(), so the data router
// (createBrowserRouter, RouterProvider, useRouteError: ≈ 15 KiB gzip of every first visit) is
// left out; render errors are caught by React error boundaries (the shell's app/app-boundary.tsx).
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction, RouteObject } from 'react-router';
