import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession, sessionStore, setRuntimeConfig, type ApiError } from '@manzil/shared';
import { App } from './app/app';
import { findOwner, readRemotesConfig } from './federation/remotes-config';
import { initFederation, preloadRoutes } from './federation/runtime';
import './styles/tokens.css';

/** Reconciles the stored shopper session with the server's cookie (the cookie is the truth). */
function reconcileSession(): void {
  getSession()
    .then(({ user }) => sessionStore.set(user))
    .catch((error: ApiError) => {
      if (error.status === 401 && sessionStore.value) sessionStore.set(null);
    });
}

/** Starts the store: runtime config, remotes, the current route's remote preloaded, then render. */
export async function start(manifest: Promise<unknown>): Promise<void> {
  const config = await readRemotesConfig(manifest);
  setRuntimeConfig(config);
  initFederation(config.remotes);
  const owner = findOwner(config.remotes, location.pathname);
  if (owner) preloadRoutes(owner.name);
  reconcileSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}
