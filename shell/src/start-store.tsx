import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  adminSessionStore,
  favoritesStore,
  getAdminSession,
  getSession,
  localeStore,
  markServedAnswers,
  queryClient,
  sessionStore,
  setRuntimeConfig,
  type ApiError,
} from '@manzil/shared';
import { App } from './app/app';
import { followLocaleInAddress } from './app/locale-address';
import { findOwner, readRemotesConfig } from './federation/remotes-config';
import { initFederation, preloadRoutes } from './federation/runtime';
import type { DehydratedState } from '@manzil/shared/query';
import { splitLocalePath } from '@manzil/shared/seo';
import { shellMessages } from './intl';
import './styles/tokens.css';

/**
 * Reconciles the stored shopper session with the server's cookie (the cookie is the truth):
 * `{ user: null }` (nobody signed in) expires a stored one (a private page then sends the shopper
 * to sign in, as for an arrival signed out); a failed call changes nothing.
 */
function reconcileSession(): void {
  getSession()
    .then(({ user }) => {
      if (user) sessionStore.set(user);
      else sessionStore.expire();
    })
    .catch(() => undefined);
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
 * in Arabic), then hydrate the served store (or render it when the document holds none).
 * @param manifest the runtime manifest (remotes.json), inlined or fetched by the entry
 * @param queryState the document's dehydrated query cache, as the entry read it (undefined: none)
 */
export async function startStore(manifest: Promise<unknown>, queryState: unknown): Promise<void> {
  // The language of an `/ar/…` address wins over the stored one, before any text is chosen.
  followLocaleInAddress();
  const texts = shellMessages.load(localeStore.value).catch(() => undefined);
  const config = await readRemotesConfig(manifest);
  setRuntimeConfig(config);
  initFederation(config.remotes);
  const owner = findOwner(config.remotes, splitLocalePath(location.pathname).path);
  if (owner) preloadRoutes(owner.name);
  reconcileSession();
  reconcileAdminSession();
  // The stored shopper's favorites (the header's count), now that the API's address is known.
  void favoritesStore.reload();
  // The answers the document was rendered from (the document server's dehydrated query cache):
  // the pages start from them (HydrationBoundary) instead of asking the API again.
  let state = queryState as DehydratedState | undefined;
  // A page that shows the API's 4xx answer (an unknown product) holds it as JSON: made an
  // ApiError again by a module only such a page loads.
  if (state?.queries.some((query) => query.state.status === 'error')) {
    const { servedQueryState } = await import('@manzil/shared/hydration');
    state = servedQueryState(state, queryClient);
  }
  // Those answers are this showing's: a listing (asked again on every showing) is not asked again now.
  if (state) markServedAnswers(state);
  await texts;
  // ICU's number-format set-up (every price's Intl.NumberFormat) was made on a worker's thread
  // while these scripts were on their way (START_AFTER_FIRST_PAINT, tooling/first-load-hints.mjs).
  // hydrateRoot only schedules: React hydrates in tasks of its own.
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App config={config} state={state} serverRegion={container.dataset.region !== 'browser'} />
    </StrictMode>
  );
  // A served document holds the store rendered on the server (frame and page, shell/src/server/):
  // React hydrates it. Without one (the server could not render in time), the browser renders it.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
