import { createContext, useContext } from 'react';
import type { RemotesConfig } from './remotes-config';

const RemotesContext = createContext<RemotesConfig>({ apiBaseUrl: '', remotes: [] });

/** Provides the runtime manifest to the shell's components. */
export const RemotesProvider = RemotesContext.Provider;

/** The runtime manifest read at start. */
export function useRemotesConfig(): RemotesConfig {
  return useContext(RemotesContext);
}
