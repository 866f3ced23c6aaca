import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  FIRST_VIEW_ELEMENT_ID,
  adminSessionStore,
  favoritesStore,
  getAdminSession,
  getSession,
  localeStore,
  sessionStore,
  setRuntimeConfig,
  type ApiError,
} from '@manzil/shared';
import { App } from './app/app';
import { findOwner, readRemotesConfig } from './federation/remotes-config';
import { initFederation, preloadRoutes } from './federation/runtime';
import { shellMessages } from './intl';
import './styles/tokens.css';

/** Reconciles the stored shopper session with the server's cookie (the cookie is the truth). */
function reconcileSession(): void {
  getSession()
    .then(({ user }) => sessionStore.set(user))
    .catch((error: ApiError) => {
      if (error.status === 401 && sessionStore.value) sessionStore.set(null);
    });
}

/**
 * Refreshes a stored staff member from the admin cookie (their role may have changed; a
 * deactivated member or an ended session clears it). Asked only when one is stored, so a
 * shopper's page load costs no admin call.
 */
function reconcileAdminSession(): void {
  if (!adminSessionStore.value) return;
  getAdminSession()
    .then(({ admin }) => adminSessionStore.set(admin))
    .catch((error: ApiError) => {
      if (error.status === 401 || error.status === 403) adminSessionStore.set(null);
    });
}

/**
 * Starts the store: runtime config, remotes, the current route's remote preloaded, the shell's
 * texts in the shopper's language (Arabic loaded with the manifest, so the first paint is already
 * in Arabic), then render.
 */
export async function start(manifest: Promise<unknown>): Promise<void> {
  const texts = shellMessages.load(localeStore.value).catch(() => undefined);
  const config = await readRemotesConfig(manifest);
  setRuntimeConfig(config);
  initFederation(config.remotes);
  const owner = findOwner(config.remotes, location.pathname);
  if (owner) preloadRoutes(owner.name);
  reconcileSession();
  reconcileAdminSession();
  // The stored shopper's favorites (the header's count), now that the API's address is known.
  void favoritesStore.reload();
  await texts;
  const root = createRoot(document.getElementById('root')!);
  const app = (
    <StrictMode>
      <App config={config} />
    </StrictMode>
  );
  // Where the document already shows the page (its first view, tooling/first-view), the first
  // render runs in a transition: React slices it into short tasks, so the phone's main thread
  // stays free (/product/{id} and /products/onsale: Lighthouse TBT ≈ 120–190 → 40–70 ms), and the
  // person sees the first view meanwhile, which the page releases when it shows the same content.
  // Elsewhere it stays one synchronous render: sliced, the home page's sections commit one after
  // another and a lower shelf moved as the category grid above it arrived (CLS 0.067 on a
  // desktop; issue 9, docs/performance.md).
  if (document.getElementById(FIRST_VIEW_ELEMENT_ID)) startTransition(() => root.render(app));
  else root.render(app);
}
