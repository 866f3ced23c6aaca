// The brands feature's public surface: what other features of this app may import.
export { BrandLogo } from './brand-logo';
