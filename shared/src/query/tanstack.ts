// @manzil/shared/query: the part of TanStack Query the Manzil apps use, a subpath entry shared as
// its own federation singleton instead of '@tanstack/react-query' itself. A shared
// module is built whole, because its build cannot know what the other apps will import from it:
// '@tanstack/react-query' shared whole was 13.2 KiB gzip of every first visit, with
// the infinite and parallel query observers, the suspense hooks and more that no app uses. This
// entry names the exports the apps use, so webpack keeps only those of the package (side-effect
// free) in the one copy every app loads: one QueryClient context and one cache across the shell
// and the remotes. No app imports '@tanstack/react-query' itself (eslint.config.mjs forbids it),
// so no remote can bring a second copy with a context the shell's provider never fills. A name
// added here is a contract change: bump the package's minor version (tooling/federation.mjs
// shares this entry at the package's version).
export type { DehydratedState } from '@tanstack/react-query';
export {
  QueryCache,
  QueryClient,
  QueryClientProvider,
  HydrationBoundary,
  QueryObserver,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
