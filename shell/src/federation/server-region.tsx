import { createContext, useContext } from 'react';

/**
 * Whether the served document holds the owning remote's region (docs/rendering.md). The server
 * renders it when the remote's Node container loaded and its loader answered in time; otherwise
 * the served frame holds an empty region, and the browser renders the region once the frame is
 * hydrated (so the first browser render matches the served one). True where nothing was served.
 */
const ServerRegionContext = createContext(true);

/** Provides whether the region was rendered on the server (the document says it: `#root[data-region]`). */
export const ServerRegionProvider = ServerRegionContext.Provider;

/** Read by the remote outlet: false when the region is the browser's to render after hydration. */
export function useServerRegion(): boolean {
  return useContext(ServerRegionContext);
}
