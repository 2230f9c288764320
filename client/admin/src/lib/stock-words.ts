import type { StockState } from '../gql/graphql';

/** A product's stock state in words and colour: the products list, the product form and the stock screen all show it. */
export const STOCK_STATE: Record<StockState, { label: string; tone: 'success' | 'warning' | 'danger' }> = {
  IN_STOCK: { label: 'In stock', tone: 'success' },
  LOW: { label: 'Low', tone: 'warning' },
  OUT: { label: 'Out of stock', tone: 'danger' },
};
