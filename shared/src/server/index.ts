// @manzil/shared/server: what a remote's Node build needs to render its pages for the shell's
// document server (docs/rendering.md), and no browser build imports: `createRemoteServer` (the
// whole render of a request, from a remote's routes and loaders), the router for one URL and the
// dehydration of a request's query cache. Not a federation singleton: each server container
// bundles it with its own React.
export { StaticRouter } from 'react-router';
export { dehydrate, type DehydratedState } from '@tanstack/react-query';
export {
  createRemoteServer,
  privateRouteLoaders,
  type RemoteServerOptions,
  type RouteLoader,
  type RouteLoaderArgs,
  type RouteLoaderResult,
  type ServerSeoContext,
} from './remote-server';

/** What the document server asks a remote's `./server` module to render. */
export interface ServerRenderRequest {
  /** The path without its language prefix (`/product/42`), and its query (`?page=2` or ''). */
  path: string;
  search: string;
  /** The page's language (its `/ar` prefix, or the locale cookie). */
  locale: 'en' | 'ar';
  /** The store's public origin, for canonical and absolute links (`https://manzil.eg`). */
  origin: string;
  /** The API as the server reaches it, and the pictures' base as the browser reaches them. */
  apiBaseUrl: string;
  imageBaseUrl?: string | null;
  /** Aborted when the document gives up on the region (its time budget). */
  signal?: AbortSignal;
}

/** A remote's answer: null when none of its routes matches. */
export interface ServerRenderResult {
  /** HTTP status of the document: 404 for an unknown product, category, brand… */
  status: number;
  /** The region's markup, rendered to completion (crawlers read every word of it). */
  html: string;
  /**
   * The page's head tags as HTML (title, description, canonical, hreflang, OG/Twitter, JSON-LD:
   * @manzil/shared/seo's `renderHead`), or null to keep the document's default ones.
   */
  head: string | null;
  /** The request's query cache, dehydrated: the browser starts from it instead of asking again. */
  state: unknown;
}

/** The module every remote with server pages exposes as `./server`. */
export interface RemoteServerModule {
  render(request: ServerRenderRequest): Promise<ServerRenderResult | null>;
}
