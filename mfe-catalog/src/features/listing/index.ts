// The listing feature's public surface: what other features of this app may import.
export { ListingHeader } from './listing-header';
export { ListingView } from './listing-view';
export { swatchBackground } from './color-swatch';
