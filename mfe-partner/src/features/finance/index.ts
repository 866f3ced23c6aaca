// The finance feature's public surface: what other features of this app may import.
export { FinanceTab } from './finance-tab';
export { checkedBy } from './contract-check';
