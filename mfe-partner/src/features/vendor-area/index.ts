// The vendor-area feature's public surface: what other features of this app may import.
export { DecisionChip } from './decision-chip';
export { VendorPage } from './vendor-page';
export { default as ui } from './vendor-ui.module.css';
export { default as vendor_uiStyles } from './vendor-ui.module.css';
