/**
 * What each remote exposes to the shell (ARCHITECTURE "Who owns what"). The shell type-checks
 * its use of every exposed module against these, and each remote's exposed files satisfy them.
 */
import type { ComponentType } from 'react';

/** A route a remote owns: an absolute path pattern (React Router syntax) and the page it shows. */
export interface RemoteRoute {
  /** e.g. `/product/:id`; `*` patterns allowed. */
  path: string;
  /** The page; remotes wrap it in React.lazy so its code loads only when visited. */
  Component: ComponentType;
}

/** The module every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  /** The routes, matched against the full location path by the shell. */
  routes: RemoteRoute[];
}

/** Props of mfe-checkout's `./CartPopup`. */
export interface CartPopupProps {
  open: boolean;
  onClose: () => void;
}

/** Props of mfe-account's `./FavoritesPanel`. */
export interface FavoritesPanelProps {
  open: boolean;
  onClose: () => void;
}

/** Props of mfe-account's `./AccountMenu` (the avatar menu: My Account, Logout). */
export interface AccountMenuProps {
  /** Called after a menu action (the shell closes its own UI). */
  onAction?: () => void;
}
