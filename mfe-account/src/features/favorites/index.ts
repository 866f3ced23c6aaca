// The favorites feature's public surface: what other features of this app may import.
export { FavoriteItem } from './favorite-item';
