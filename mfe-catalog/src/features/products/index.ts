// The products feature's public surface: what other features of this app may import.
export { FavoriteButton } from './favorite-button';
export { PriceTag } from './price-tag';
export { ProductGrid } from './product-grid';
export { ProductShelf } from './product-shelf';
export { discountPercent } from './price-tag';
