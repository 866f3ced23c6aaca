// The admin feature's public surface: what other features of this app may import.
export { LoadState } from './load-state';
export { default as adminStyles } from './admin.module.css';
