// The billing feature's public surface: what other features of this app may import.
export { BillingInformation } from './billing-information';
