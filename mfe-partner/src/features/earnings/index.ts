// The earnings feature's public surface: what other features of this app may import.
export { Money } from './money-text';
