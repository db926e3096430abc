// What the order history's page and its loader share, free of server code.
import type { PriceItem } from '~/commerce/models/money';

/** The status codes the filter offers (ICM's order states a shopper meets). */
export const ORDER_STATUS_FILTERS = ['NEW', 'INPROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export interface OrderRow {
  id: string;
  documentNo: string;
  creationDate?: string;
  status?: string;
  itemCount: number;
  total?: PriceItem;
}

export interface OrderHistory {
  title: string;
  orders: OrderRow[];
  status?: OrderStatusFilter;
  page: number;
  /** Another page follows (ICM tells the total, or a full page came back). */
  hasNextPage: boolean;
}
