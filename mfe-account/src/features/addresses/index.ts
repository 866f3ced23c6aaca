// The addresses feature's public surface: what other features of this app may import.
export { ShippingAddresses } from './shipping-addresses';
