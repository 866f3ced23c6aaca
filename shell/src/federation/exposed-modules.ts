// The shell type-checks its use of every exposed module against the remotes' own sources
// (type-only workspace dependencies): a remote that changes an exposed signature fails the
// shell's `typecheck`, not a shopper's page.
import type * as CatalogRoutes from 'mfe-catalog/src/exposed/routes';
import type * as CatalogSearchBox from 'mfe-catalog/src/exposed/search-box';
import type * as CheckoutRoutes from 'mfe-checkout/src/exposed/routes';
import type * as CheckoutCartPopup from 'mfe-checkout/src/exposed/cart-popup';
import type * as AccountRoutes from 'mfe-account/src/exposed/routes';
import type * as AccountFavoritesPanel from 'mfe-account/src/exposed/favorites-panel';
import type * as AccountMenu from 'mfe-account/src/exposed/account-menu';
import type * as PartnerRoutes from 'mfe-partner/src/exposed/routes';
import type { ComponentType } from 'react';
import type { AccountMenuProps, CartPopupProps, FavoritesPanelProps, RemoteRoutesModule } from '@manzil/shared';

/** Every `remote/module` id the shell loads, with the module's type. */
export interface ExposedModules {
  'catalog/routes': typeof CatalogRoutes;
  'catalog/SearchBox': typeof CatalogSearchBox;
  'checkout/routes': typeof CheckoutRoutes;
  'checkout/CartPopup': typeof CheckoutCartPopup;
  'account/routes': typeof AccountRoutes;
  'account/FavoritesPanel': typeof AccountFavoritesPanel;
  'account/AccountMenu': typeof AccountMenu;
  'partner/routes': typeof PartnerRoutes;
}

export type ExposedId = keyof ExposedModules;

type Satisfies<T extends U, U> = T;
/** Compile-time checks that each remote honours the contract of `@manzil/shared`. */
export type ContractChecks = [
  Satisfies<ExposedModules['catalog/routes'], RemoteRoutesModule>,
  Satisfies<ExposedModules['checkout/routes'], RemoteRoutesModule>,
  Satisfies<ExposedModules['account/routes'], RemoteRoutesModule>,
  Satisfies<ExposedModules['partner/routes'], RemoteRoutesModule>,
  Satisfies<ExposedModules['catalog/SearchBox'], { default: ComponentType }>,
  Satisfies<ExposedModules['checkout/CartPopup'], { default: ComponentType<CartPopupProps> }>,
  Satisfies<ExposedModules['account/FavoritesPanel'], { default: ComponentType<FavoritesPanelProps> }>,
  Satisfies<ExposedModules['account/AccountMenu'], { default: ComponentType<AccountMenuProps> }>,
];
