// The profile feature's public surface: what other features of this app may import.
export { EditProfile } from './edit-profile';
