// The earnings feature's public surface: what other features of this app may import.
export { Money } from './money-text';
export { MoneyTable } from './money-table';
export type { MoneyColumn, MoneyTableProps } from './money-table';
