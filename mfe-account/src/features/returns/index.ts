// The returns feature's public surface: what other features of this app may import.
export { AfterSale } from './after-sale';
export { default as afterSaleStyles } from './after-sale.module.css';
