// The session feature's public surface: what other features of this app may import.
export { useLogout } from './use-logout';
