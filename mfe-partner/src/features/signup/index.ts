// The signup feature's public surface: what other features of this app may import.
export { ApplicationFields } from './application-fields';
