import { lazy } from 'react';
import type { RemoteRoute } from '@manzil/shared';

// Each page is its own chunk, loaded only when its route is visited. The named ones are preloaded
// with a first visit of their route (webpack.config.mjs `firstLoad`).
const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './features/home/home-page'));
const VendorsPage = lazy(() => import('./features/brands/vendors-page'));
const VendorPage = lazy(() => import('./features/brands/vendor-page'));
const CategoryPage = lazy(() => import('./features/categories/category-page'));
const TypesPage = lazy(() => import('./features/categories/types-page'));
const ReadyToShipPage = lazy(() => import('./features/listing/ready-to-ship-page'));
const OnSalePage = lazy(() => import(/* webpackChunkName: "page-on-sale" */ './features/listing/on-sale-page'));
const TypeProductsPage = lazy(() => import('./features/listing/type-products-page'));
const AllProductsPage = lazy(() => import('./features/listing/all-products-page'));
const ShopPage = lazy(() => import('./features/listing/shop-page'));
const ProductPage = lazy(() => import(/* webpackChunkName: "page-product" */ './features/product/product-page'));

/**
 * The routes mfe-catalog owns (ARCHITECTURE "Who owns what"), as absolute paths the shell matches
 * against the full location. The fixed `/products/readytoship` and `/products/onsale` come before
 * `/products/:typeId/:typeName` for readers; React Router ranks static segments first anyway.
 */
export const routes: RemoteRoute[] = [
  { path: '/', Component: HomePage },
  { path: '/home', Component: HomePage },
  { path: '/vendors', Component: VendorsPage },
  { path: '/vendor/:id', Component: VendorPage },
  { path: '/category/:id/subcategories', Component: CategoryPage },
  { path: '/types/:id', Component: TypesPage },
  { path: '/products/readytoship', Component: ReadyToShipPage },
  { path: '/products/onsale', Component: OnSalePage },
  { path: '/products/:typeId/:typeName', Component: TypeProductsPage },
  { path: '/ProductsPage', Component: AllProductsPage },
  { path: '/product/:id', Component: ProductPage },
  { path: '/shop/:slug', Component: ShopPage },
];
